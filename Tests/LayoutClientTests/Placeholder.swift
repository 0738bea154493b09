import Testing

@Test("the LayoutClientTests target builds") func builds() {}
