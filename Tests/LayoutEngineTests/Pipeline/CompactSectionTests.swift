import Testing

@testable import LayoutEngine

/// A request's memory is linear in what it says: a uniform section's frames fit an `any ItemFrames`' inline buffer
/// (three words: no allocation a section, whatever its item count, its shape shared), a section's resting layout
/// is a few words, and a section description holds its items and one reference to its own answers.
@Suite("Compact sections: what a section holds at rest and decoded")
struct CompactSectionTests {
    @Test("a uniform section's frames are held inline, in every family with closed forms")
    func uniformFramesInline() {
        let inline = 3 * MemoryLayout<Int>.size
        #expect(MemoryLayout<UniformFlowFrames>.size <= inline)
        #expect(MemoryLayout<UniformWaterfallFrames>.size <= inline)
        #expect(MemoryLayout<MagazineUniformFrames>.size <= inline)
        #expect(MemoryLayout<IGListUniformFrames>.size <= inline)
    }

    @Test("a section at rest is a few words; a decoded section its items and a reference")
    func sectionWords() {
        #expect(MemoryLayout<SectionLayout>.size <= 96)
        #expect(MemoryLayout<FlowSectionDescription>.size <= 48)
        #expect(MemoryLayout<IGListSectionDescription>.size <= 48)
        #expect(MemoryLayout<MagazineSectionDescription>.size <= 48)
        #expect(MemoryLayout<WaterfallSectionDescription>.size <= 48)
        #expect(MemoryLayout<CompositionalSectionDescription>.size <= 56)
    }
}
