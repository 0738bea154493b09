import Testing

@Test("the HTTPServerTests target builds") func builds() {}
