// Part of the SwiftUI type-checking stand-in; see View.swift for what it mirrors and why.

import Foundation
import Observation

// MARK: - State and environment

/// State owned by a view.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    var initial: Value
    public init(wrappedValue value: Value) { initial = value }
    public init(initialValue value: Value) { initial = value }
    public var wrappedValue: Value {
        get { initial }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { Binding(get: { initial }, set: { _ in }) }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { initial = nil }
}

/// A two-way reference to a value owned elsewhere.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    let getter: () -> Value
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { getter = get }
    public init(projectedValue: Binding<Value>) { getter = projectedValue.getter }
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { getter()[keyPath: keyPath] }, set: { _ in })
    }
    /// A binding whose changes run inside the given animation.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

/// Bindings to the properties of an observable object.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public var projectedValue: Bindable<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}

/// A key for a custom environment value.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Dismisses the current presentation.
public struct DismissAction: Sendable {
    @MainActor public func callAsFunction() {}
}

/// The environment a view reads from.
public struct EnvironmentValues {
    public init() {}
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { K.defaultValue }
        set {}
    }
    public var accessibilityReduceTransparency: Bool { false }
    public var accessibilityReduceMotion: Bool { false }
    public var colorScheme: ColorScheme {
        get { .light }
        set {}
    }
    public var dismiss: DismissAction { DismissAction() }
}

/// Reads a value from the environment.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let read: () -> Value
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { read = { EnvironmentValues()[keyPath: keyPath] } }
    public var wrappedValue: Value { read() }
}

extension Environment where Value: AnyObject & Observable {
    public init(_ objectType: Value.Type) { read = { fatalError("stand-in") } }
}

/// A namespace for matched geometry and glass effect identities.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    public init() {}
    public var wrappedValue: Namespace.ID { ID(value: 0) }

    /// The identity of a namespace.
    public struct ID: Hashable, Sendable {
        let value: Int
    }
}
