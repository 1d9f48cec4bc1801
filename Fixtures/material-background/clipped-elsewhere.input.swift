import SwiftUI

// A shape-less material inside a view that is clipped later in its own chain is neither full-bleed
// nor shaped by anything the tool can carry over: it is reported with that clip, and never migrated
// with a rectangle, even with migrateFullBleed.
struct Logo: View {
    var body: some View {
        ZStack {
            Rectangle()
                1️⃣.background(.ultraThinMaterial)
                .opacity(0.2)
            Image(systemName: "star")
        }
        .cornerRadius(10)
    }
}

struct SidePanel: View {
    var body: some View {
        HStack {
            Text("Time travel")
            Button("Toggle") {}
                .frame(height: 44)
                2️⃣.background(.ultraThinMaterial)
        }
        .clipShape(RoundedRectangle(cornerRadius: 20))
    }
}

// A sheet's content is presented on its own: a clip on the presenting view does not reach it, so
// that material really is full-bleed (and migrateFullBleed migrates it), unless it is the sheet's root
// view, whose system background is glass already.
struct Presenter: View {
    @State private var isPresented = false

    var body: some View {
        Button("Show") { isPresented = true }
            .sheet(isPresented: $isPresented) {
                Text("Sheet").frame(maxWidth: .infinity)3️⃣.background(.regularMaterial)
            }
            .clipShape(Capsule())
    }
}

struct ListPresenter: View {
    @State private var isPresented = false

    var body: some View {
        Button("Show") { isPresented = true }
            .sheet(isPresented: $isPresented) {
                VStack {
                    Text("Sheet").frame(maxWidth: .infinity).background(.regularMaterial)
                    Text("Details")
                }
            }
            .clipShape(Capsule())
    }
}
