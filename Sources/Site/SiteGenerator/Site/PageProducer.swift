/// One kind of page (or asset) of the site. The renderer runs its producers in order over
/// one `SiteDraft`; a producer adds its files and may read what earlier ones collected (the
/// search page reads the chapters' sections). A new kind of page is one new conforming type
/// and one line in `SiteRenderer.producers`.
protocol PageProducer {
    func produce(into draft: inout SiteDraft) throws
}
