/// "On this page" is written open, so it reads without JavaScript; on a phone it would push
/// the chapter's first paragraph off the first screen, so there it starts folded (its summary
/// opens it). Widening the window past the phone layout opens it again.
enum ContentsFold {
    static let javaScript = #"""
  var contents = document.querySelector(".toc > details");
  if (contents && window.matchMedia) {
    var narrow = window.matchMedia("(max-width: 50rem)");
    if (narrow.matches) { contents.open = false; }
    var refold = function () { contents.open = !narrow.matches; };
    if (narrow.addEventListener) { narrow.addEventListener("change", refold); }
  }
"""#
}
