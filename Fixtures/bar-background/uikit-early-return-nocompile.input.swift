import UIKit

// Appearance code after an early return on iOS 26 (`if #available(iOS 26…) { return }`, or
// `guard #unavailable(iOS 26…) else { return }`) never runs on 26, so it is gated already. Code after
// a check that may not return, or for an older version, still runs on 26 and is reported.
final class SourceController: UIViewController {
    func setNavigationBarOpaque() {
        if #available(iOS 26.0, *) {
            // the navigation bar stays clear on iOS 26
            return
        }
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemBackground
        navigationController?.navigationBar.standardAppearance = appearance
    }

    func setTabBarOpaque() {
        guard #unavailable(iOS 26, *) else { return }
        let tabs = UITabBarAppearance()
        tabs.configureWithOpaqueBackground()
        tabBarController?.tabBar.standardAppearance = tabs
    }

    func setToolbarOpaque(animated: Bool) {
        if #available(iOS 26.0, *), animated {
            return
        }
        let toolbar = UIToolbarAppearance()
        toolbar.1️⃣configureWithOpaqueBackground()
        navigationController?.toolbar.standardAppearance = toolbar
    }

    func setLegacyBar() {
        if #available(iOS 15.0, *) {
            return
        }
        let legacy = UINavigationBarAppearance()
        legacy.2️⃣backgroundColor = .systemIndigo
        navigationController?.navigationBar.standardAppearance = legacy
    }
}
