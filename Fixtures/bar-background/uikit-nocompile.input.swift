import UIKit

enum Appearance {
    static func apply() {
        let navigation = UINavigationBarAppearance()
        navigation.1️⃣configureWithOpaqueBackground()
        navigation.2️⃣backgroundColor = .systemIndigo
        UINavigationBar.appearance().standardAppearance = navigation

        let tabs = UITabBarAppearance()
        tabs.3️⃣backgroundEffect = UIBlurEffect(style: .systemThinMaterial)
        UITabBar.appearance().standardAppearance = tabs

        let toolbar = UIToolbarAppearance()
        toolbar.configureWithDefaultBackground()
        UIToolbar.appearance().standardAppearance = toolbar

        let label = UILabel()
        label.backgroundColor = .clear
    }
}
