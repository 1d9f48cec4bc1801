import Testing
import FrostedPanel
import GlassMigrate

@Test func rewritesFrostedPanelsAndReportsUnknownForms() {
    let source = """
    Text("a")
        .padding()
        .frostedPanel(cornerRadius: 12) // keep me
    Text("b").frostedPanel(style: .plain)

    """
    let result = Engine(transforms: [FrostedPanelTransform()]).run(text: source)
    #expect(String(decoding: result.output, as: UTF8.self) == """
    Text("a")
        .padding()
        .adaptiveGlassBackground(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 12, style: .continuous)) // keep me
    Text("b").frostedPanel(style: .plain)

    """)
    #expect(result.findings.map(\.location.line) == [4])
}
