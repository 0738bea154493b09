import Testing

@Test("the LayoutAPITests target builds") func builds() {}
