import Testing

@Test("the LayoutServiceTests target builds") func builds() {}
