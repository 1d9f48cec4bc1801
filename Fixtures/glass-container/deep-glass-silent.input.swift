import SwiftUI

/// Glass deeper inside a neighbour does not make it a glass neighbour.
struct Feed: View {
    var body: some View {
        HStack {
            // A card holding a glass badge is not itself glass.
            VStack {
                Text("Card")
                Text("New").padding(4).glassEffect()
            }
            Text("Side").padding().glassEffect()
        }
        HStack {
            // A label of several views is not one glass view.
            Button {} label: {
                Image(systemName: "star").glassEffect()
                Text("Star")
            }
            // A label whose root has no glass.
            Button {} label: {
                HStack {
                    Image(systemName: "heart").glassEffect()
                    Text("Like")
                }
            }
            // The trailing closure of a titled button is its action.
            Button("Share") {}
            caption
        }
        HStack {
            twoViews
            Text("Alone").padding().glassEffect()
        }
    }

    private var caption: some View {
        VStack {
            Text("Caption").glassEffect()
        }
    }

    @ViewBuilder private var twoViews: some View {
        Text("One").glassEffect()
        Text("Two")
    }
}
