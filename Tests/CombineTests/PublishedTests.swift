//  PublishedTests.swift — CombineTests
//  Status: Complete
//  Behaviour: setting a @Published property sends objectWillChange before the value changes,
//  then the new value to `$property` sinks; cancelling or dropping a sink ends it.

import Combine
import Testing

private final class Counter: ObservableObject {
    @Published var count = 0
    @Published var name: String? = nil
}

private final class CustomPublisherModel: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    @Published var value = 1
}

struct PublishedTests {
    @Test func settingAPublishedPropertySendsWillChangeFirstThenTheValue() {
        let counter = Counter()
        var log: [String] = []
        let willChange = counter.objectWillChange.sink { _ in log.append("will change from \(counter.count)") }
        let values = counter.$count.sink { log.append("value \($0)") }
        counter.count = 5
        #expect(log == ["value 0", "will change from 0", "value 5"])
        _ = (willChange, values)
    }

    @Test func theDefaultPublisherIsTheSameObjectOnEveryRead() {
        let counter = Counter()
        #expect(counter.objectWillChange === counter.objectWillChange)
        #expect(counter.objectWillChange !== Counter().objectWillChange)
    }

    @Test func aModelsOwnPublisherIsTheOneThatSends() {
        let model = CustomPublisherModel()
        var sent = 0
        let sink = model.objectWillChange.sink { _ in sent += 1 }
        model.value = 2
        model.value = 3
        #expect(sent == 2 && model.value == 3)
        sink.cancel()
        model.value = 4
        #expect(sent == 2)
    }

    @Test func droppingTheCancellableEndsTheSubscription() {
        let counter = Counter()
        var seen: [Int] = []
        var bag = Set<AnyCancellable>()
        counter.$count.sink { seen.append($0) }.store(in: &bag)
        counter.count = 1
        bag.removeAll()
        counter.count = 2
        #expect(seen == [0, 1])
    }
}
