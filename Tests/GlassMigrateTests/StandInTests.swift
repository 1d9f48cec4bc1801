import Foundation
import Testing

/// The SwiftUI and LiquidGlass stand-ins accept real SwiftUI code and reject what FACTS says does not compile.
@Suite(.enabled(if: TypeChecker.isAvailable, Comment(rawValue: TypeChecker.unavailableReason)))
struct StandInTests {
    // MARK: - Accepts real code

    @Test func realisticSwiftUIFileTypeChecks() throws {
        let outcome = try TypeChecker.typecheck(source: Self.kitchenSink, fileName: "KitchenSink.swift")
        #expect(outcome.ok, "\(outcome.diagnostics)")
    }

    @Test func realisticSwiftUIFileTypeChecksInSwift6Mode() throws {
        let outcome = try TypeChecker.typecheck(source: Self.kitchenSink, fileName: "KitchenSink.swift", swiftVersion: "6")
        #expect(outcome.ok, "\(outcome.diagnostics)")
    }

    @Test func demoAppSourcesTypeCheck() throws {
        let files = try DemoAppFixtureTests.sources()
        #expect(files.count >= 5)
        let outcome = try TypeChecker.typecheck(files: files)
        #expect(outcome.ok, "\(outcome.diagnostics)")
    }

    // MARK: - Rejects what must not compile

    /// A call FACTS says does not compile, paired with the form that does.
    struct Misuse: CustomTestStringConvertible, Sendable {
        let wrong: String
        let right: String
        var testDescription: String { wrong }
    }

    static let misuses: [Misuse] = [
        // The shipping SDK has no isEnabled: parameter; Glass.identity switches glass off.
        Misuse(wrong: ".glassEffect(.regular, isEnabled: flag)", right: ".glassEffect(flag ? .regular : .identity)"),
        // Glass is not a ShapeStyle.
        Misuse(wrong: ".background(Glass.regular)", right: ".background(Material.regular)"),
        Misuse(wrong: ".background(.regular.tint(.blue), in: Capsule())", right: ".glassEffect(.regular.tint(.blue), in: Capsule())"),
        // A Material is not a Glass.
        Misuse(wrong: ".glassEffect(.ultraThinMaterial)", right: ".glassEffect(.regular)"),
        // The asymmetric labels: glassEffectID(_:in:) versus glassEffectUnion(id:namespace:).
        Misuse(wrong: ".glassEffectUnion(id: \"a\", in: ns)", right: ".glassEffectUnion(id: \"a\", namespace: ns)"),
        Misuse(wrong: ".glassEffectID(\"a\", namespace: ns)", right: ".glassEffectID(\"a\", in: ns)"),
        Misuse(wrong: ".glassEffectTransition(.opacity)", right: ".glassEffectTransition(.materialize)"),
        Misuse(wrong: ".glassEffect(.regular.interactive(isEnabled: true))", right: ".glassEffect(.regular.interactive(true))"),
        // .capsule(style:) has no default.
        Misuse(wrong: ".clipShape(.capsule())", right: ".clipShape(.capsule(style: .continuous))"),
        Misuse(wrong: ".glassEffect(.regular, in: RoundedRectangle(16))", right: ".glassEffect(.regular, in: RoundedRectangle(cornerRadius: 16))"),
        Misuse(wrong: ".background(.thinMaterial, in: 16)", right: ".background(.thinMaterial, in: .rect(cornerRadius: 16))"),
        // sharedBackgroundVisibility(_:) modifies toolbar content (a ToolbarItem), not a view.
        Misuse(wrong: ".sharedBackgroundVisibility(.hidden)", right: ".toolbarBackground(.hidden)"),
        // LiquidGlass: argument order and the six styles.
        Misuse(wrong: ".glass(style: .card, cornerRadius: 16, tint: .blue)", right: ".glass(style: .card, tint: .blue, cornerRadius: 16)"),
        Misuse(wrong: ".glass(style: .panel)", right: ".glass(style: .sidebar)"),
    ]

    /// The misuse sits on line `probeLine` of this file, so its error can be located.
    static func probe(_ modifier: String) -> String {
        """
        import SwiftUI
        import LiquidGlass

        struct Probe: View {
            @Namespace private var ns
            @State private var flag = false
            var body: some View {
                Text("probe")
                    \(modifier)
            }
        }

        """
    }

    static let probeLine = 9

    @Test(arguments: misuses)
    func rejectsMisuse(_ misuse: Misuse) throws {
        let wrong = try TypeChecker.typecheck(source: Self.probe(misuse.wrong), fileName: "Probe.swift")
        #expect(!wrong.ok, "stand-in accepted \(misuse.wrong)")
        #expect(wrong.diagnostics.contains("Probe.swift:\(Self.probeLine):"), "\(wrong.diagnostics)")
        let right = try TypeChecker.typecheck(source: Self.probe(misuse.right), fileName: "Probe.swift")
        #expect(right.ok, "\(right.diagnostics)")
    }

    // MARK: - Inputs

    /// Real SwiftUI in the style of the fixtures, using every stand-in API at least once.
    static let kitchenSink = #"""
import SwiftUI
import LiquidGlass

struct Forecast: Identifiable, Hashable {
    let id = UUID()
    var city: String
    var temperature: Double
    var symbol: String
}

@Observable
final class Store {
    var forecasts: [Forecast] = []
    var isLoading = false
    func refresh() async {}
}

struct AdaptiveGlassBackground<S: Shape>: ViewModifier {
    @Environment(\.accessibilityReduceTransparency) private var reduceTransparency
    let shape: S
    let material: Material

    func body(content: Content) -> some View {
        if #available(iOS 26.0, macOS 26.0, *) {
            content.glassEffect(.regular, in: shape)
        } else {
            content.background(material, in: shape)
        }
    }
}

struct Shapes: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("a").background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
            Text("b").background(.regularMaterial).clipShape(Capsule())
            Text("c").background(.thinMaterial).cornerRadius(12)
            Text("d").background { RoundedRectangle(cornerRadius: 20).fill(.thickMaterial) }
            Text("e").background(.bar)
            Text("f").background(Material.thin).background(Material.thinMaterial)
            Text("g").background(Color.red).background(.red).background(Circle().fill(.blue))
            Text("h").background(.ultraThickMaterial, ignoresSafeAreaEdges: .bottom)
            Text("i").background(alignment: .topLeading) { Color.black.opacity(0.2) }
            Text("j").overlay { Circle().stroke(.white, lineWidth: 2) }
            Text("k").overlay(alignment: .bottom) { EmptyView() }
            Text("l").overlay(RoundedRectangle(cornerRadius: 8).strokeBorder(.white.opacity(0.2), lineWidth: 0.5))
            Text("m").clipShape(.rect(cornerRadius: 12)).clipShape(.rect(cornerRadius: 12, style: .circular))
            Text("n").clipShape(.capsule).clipShape(.capsule(style: .circular)).clipShape(.circle).clipShape(.ellipse)
            Text("o").clipShape(.rect).clipShape(.containerRelative).clipShape(.rect(cornerSize: CGSize(width: 4, height: 4)))
            Text("p").clipShape(.rect(topLeadingRadius: 8, bottomTrailingRadius: 8))
            Text("q").clipShape(UnevenRoundedRectangle(topLeadingRadius: 4, bottomLeadingRadius: 0, bottomTrailingRadius: 4, topTrailingRadius: 0, style: .continuous))
            Text("r").clipShape(RoundedRectangle(cornerSize: CGSize(width: 3, height: 3), style: .circular), style: FillStyle())
            Text("s").clipShape(AnyShape(Ellipse())).clipShape(ContainerRelativeShape()).clipShape(Rectangle())
            Text("t").cornerRadius(4, antialiased: false)
            Text("u").background(.thinMaterial, in: .rect(cornerRadius: 10), fillStyle: FillStyle(eoFill: true))
            Text("v").background(.red.opacity(0.3)).foregroundStyle(.white.opacity(0.8))
            Text("w").modifier(AdaptiveGlassBackground(shape: Capsule(), material: .ultraThin))
        }
    }
}

struct Modifiers: View {
    @State private var isOn = false
    @State private var showSheet = false
    @Binding var name: String
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.colorScheme) private var colorScheme
    @Environment(Store.self) private var store
    @Namespace private var ns
    let items = ["a", "b"]
    let forecasts: [Forecast] = []

    var body: some View {
        NavigationStack {
            List {
                ForEach(forecasts) { f in
                    HStack(alignment: .firstTextBaseline, spacing: 4) {
                        Image(systemName: f.symbol).imageScale(.large)
                        Text(f.city).font(.headline).fontWeight(.semibold)
                        Spacer()
                        Text("\(Int(f.temperature))°").font(.system(size: 34, weight: .bold, design: .rounded))
                    }
                }
                ForEach(items, id: \.self) { Text($0) }
                ForEach(0..<3) { i in Text("\(i)") }
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Add") { showSheet = true }
                }
            }
            .toolbar { Button(action: {}) { Label("Share", systemImage: "square.and.arrow.up") } }
        }
        .sheet(isPresented: $showSheet) { Text("sheet") }
        .popover(isPresented: $isOn) { Text("pop") }
    }

    var more: some View {
        ZStack(alignment: .topLeading) {
            Color.indigo.opacity(0.4)
            ScrollView {
                Group {
                    Text("x").font(.title).font(.body).font(.caption).font(.subheadline)
                        .padding().padding(12).padding(.horizontal).padding(.vertical, 8).padding([.top, .bottom], nil)
                        .frame(width: 100, height: 40, alignment: .leading)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .frame(minWidth: 10, maxWidth: 200, minHeight: 10, maxHeight: .infinity)
                        .fixedSize()
                        .foregroundStyle(.secondary).foregroundColor(.pink)
                        .multilineTextAlignment(.center).lineLimit(2)
                        .shadow(color: .black.opacity(0.2), radius: 10, x: 0, y: 4).shadow(radius: 3)
                        .offset(x: 4).offset(CGSize(width: 1, height: 1)).opacity(0.5)
                        .onTapGesture { withAnimation(.spring(response: 0.3, dampingFraction: 0.8)) { isOn.toggle() } }
                        .animation(.easeInOut, value: isOn).animation(.default, value: name)
                        .id(name).accessibilityLabel("Label").accessibilityLabel(Text("x"))
                    Label("Title", systemImage: "star").labelStyle(.iconOnly)
                    Image("photo").resizable().aspectRatio(contentMode: .fit).scaledToFill().scaledToFit()
                    AsyncImage(url: URL(string: "https://example.com/a.png"))
                    AsyncImage(url: nil) { image in image.resizable() } placeholder: { ProgressView() }
                    Button { } label: { Text("glass") }.buttonStyle(.glass)
                    Button("prominent") { }.buttonStyle(.glassProminent)
                    Button("plain", role: .destructive) { }.buttonStyle(.plain)
                    Button("glass 26.1") { }.buttonStyle(.glass(.clear))
                }
                if isOn { Text("on") }
                if isOn { Text("on") } else { Image(systemName: "x") }
                switch colorScheme {
                case .dark: Text("dark")
                default: EmptyView()
                }
            }
            TabView {
                Text("a").tabItem { Label("A", systemImage: "a") }.tag(0)
                Text("b").tabItem { Label("B", systemImage: "b") }.tag(1)
            }
        }
    }

    var glass: some View {
        GlassEffectContainer(spacing: 24) {
            HStack {
                Image(systemName: "sun.max").padding().glassEffect()
                Image(systemName: "moon").padding().glassEffect(.regular.tint(.blue).interactive())
                Image(systemName: "cloud").glassEffect(.clear, in: .rect(cornerRadius: 16))
                Image(systemName: "wind").glassEffect(.identity, in: Circle())
                    .glassEffectID("wind", in: ns)
                    .glassEffectUnion(id: "group", namespace: ns)
                    .glassEffectTransition(.materialize)
                    .glassEffectTransition(.matchedGeometry)
                Text("t").glassEffect(.regular.interactive(false), in: RoundedRectangle(cornerRadius: 12))
                Text("u").glassEffect(in: .capsule)
            }
        }
    }
}

struct LiquidGlassUse: View {
    var body: some View {
        VStack {
            Text("a").glass()
            Text("b").glass(style: .card, tint: .indigo)
            Text("c").glass(style: .toolbar, cornerRadius: 8)
            GlassCard(tint: .blue) { Text("Hello, glass.") }
            GlassCard(style: .sheet) { Text("sheet") }
            GlassButton(tint: .pink) { } label: { Label("Continue", systemImage: "arrow.right") }
            GlassButton(style: .button, action: {}) { Text("Go") }
        }
    }
}

@main
struct SinkApp: App {
    @State private var store = Store()
    var body: some Scene {
        WindowGroup {
            Shapes().environment(store)
        }
    }
}
"""#
}

/// The demo app fixture keeps the byte-level features the migration must preserve.
struct DemoAppFixtureTests {
    // The demo app exists to exercise token preservation, so its odd bytes must survive
    // editors and git settings.
    @Test func demoAppKeepsOneCRLFFileAndOneTabIndentedFile() throws {
        let contents = try Self.sources().map { try Data(contentsOf: $0) }
        let crlf = Data("\r\n".utf8)
        let crlfFiles = contents.filter { data in
            let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast()
            return !lines.isEmpty && lines.allSatisfy { $0.last == UInt8(ascii: "\r") }
        }
        let tabFiles = contents.filter { data in
            String(decoding: data, as: UTF8.self).split(separator: "\n").contains { $0.hasPrefix("\t") }
        }
        #expect(crlfFiles.count == 1)
        #expect(tabFiles.count == 1)
        #expect(contents.filter { $0.range(of: crlf) != nil }.count == 1)
    }

    static func sources() throws -> [URL] {
        let directory = TypeChecker.packageRoot.appendingPathComponent("Fixtures/DemoApp/Sources/DemoApp")
        return try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }
}
