// Bindings: filled in by its issue.
