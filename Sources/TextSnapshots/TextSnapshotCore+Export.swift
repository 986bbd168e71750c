// A test file imports only TextSnapshots: the harness's values (configurations, modes, renderers,
// sessions, review) come with it, and only this assertion layer links XCTest and Testing.
@_exported import TextSnapshotCore
