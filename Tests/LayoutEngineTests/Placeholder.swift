import Testing

@Test("the LayoutEngineTests target builds") func builds() {}
