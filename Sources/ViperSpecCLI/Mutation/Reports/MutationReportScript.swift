/// The mutation page's one script, inline: the status filter, and a switch that leaves only the
/// lines holding a mutant shown.
///
/// The page works without it, every mutant shown; it only hides and shows what the page holds.
/// Its controls are hidden in the page, so that a reader without script sees none that do
/// nothing, and the page's policy allows this script by its hash and no other (``HTMLPage``).
package enum MutationReportScript {
  /// The controls the script shows.
  ///
  /// - Parameter tally: How many mutants had each status.
  /// - Returns: The markup.
  static func controls(tally: MutationTally) -> String {
    let boxes = MutantOutcome.Status.reportOrder.map { status in
      "<label class=\"status \(status.cssName)\"><input type=\"checkbox\" name=\"status\" "
        + "value=\"\(status.cssName)\" checked> \(status.badge) "
        + "(\(tally.counts[status, default: 0]))</label>"
    }
    return """
      <search id="controls" class="controls" hidden>
      <h2 class="visually-hidden">Filters</h2>
      <fieldset><legend>Status</legend>\(boxes.joined(separator: " "))</fieldset>
      <p><label><input type="checkbox" id="only-mutated"> Only lines with a mutant shown</label></p>
      <p id="shown" role="status"></p>
      </search>

      """
  }

  /// The script.
  package static let source = #"""
    "use strict";
    (() => {
      const $ = (id) => document.getElementById(id);
      const controls = $("controls");
      const boxes = [...controls.querySelectorAll("input[name=status]")];
      const mutants = [...document.querySelectorAll("li.mutant")];
      const plain = [...document.querySelectorAll("ol.source > li:not(.line)")];
      const marked = [...document.querySelectorAll("ol.source > li.line")];
      const files = [...document.querySelectorAll("section.mutated-file")];
      // Written only when it changes: each write costs the page a style pass.
      const show = (e, visible) => { if (e.hidden === visible) e.hidden = !visible; };
      const anyShown = (e) => e.querySelector("li.mutant:not([hidden])") !== null;

      function filter() {
        const statuses = new Set(boxes.filter((b) => b.checked).map((b) => b.value));
        const only = $("only-mutated").checked;
        let shown = 0;
        for (const m of mutants) {
          const visible = statuses.has(m.dataset.status);
          show(m, visible);
          if (visible) shown++;
        }
        for (const l of plain) show(l, !only);
        for (const l of marked) show(l, !only || anyShown(l));
        for (const f of files) show(f, !only || anyShown(f));
        $("shown").textContent = `${shown} of ${mutants.length} mutants shown`;
      }

      // A survivor's link lands on its line below the bar, not under it.
      const pad = () => {
        document.documentElement.style.scrollPaddingTop = `${controls.offsetHeight + 8}px`;
      };
      controls.hidden = false;
      controls.addEventListener("input", filter);
      addEventListener("resize", pad);
      filter();
      pad();
      if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    })();
    """#
}
