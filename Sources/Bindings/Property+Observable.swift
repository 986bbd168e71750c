import Observation

/// Reading ``Property/value`` inside `withObservationTracking` registers the access, and the next
/// change of the property (or of any property a derived one depends on) calls `onChange`, so a
/// SwiftUI view that reads a property re-renders without adapters.
///
/// Writes tell the registrar only after the public getter has been read at least once; code that
/// only subscribes never pays for Observation.
extension Property: Observable {}
