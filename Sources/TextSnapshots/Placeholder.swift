// TextSnapshots: filled in by its issue.
