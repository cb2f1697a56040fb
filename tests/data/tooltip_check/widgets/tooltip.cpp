// The tooltip module of a ui folder the tooltip check must refuse: it alone
// may open tooltip windows.
void tooltip() {}
