extension HomeScreen {
    /// The arrangement of icons the screen shows and edits: an ``IconArrangement``.
    public typealias Layout = IconArrangement
    /// Where an icon is: an ``IconLocation``.
    public typealias Location = IconLocation
}
