extension Track: Interactive {}
extension CardStack: Interactive {}
extension HomeScreen: Interactive {}
extension PageIndicator: Interactive {}
