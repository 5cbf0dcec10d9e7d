/// The HTML report's one script, inline: the search, the status and tag filters, failures
/// first, expanding and collapsing, and the filters kept in the page's address.
///
/// Small and hand-written, so that a report of 10,000 scenarios stays a page, not an
/// application: it only hides, shows and moves the articles the page already holds. The page
/// works without it; its policy allows this script by its hash and no other (``HTMLPage``).
package enum ReportScript {
  /// The controls the script shows: hidden in the page, so that a reader without script sees
  /// none that do nothing.
  ///
  /// - Parameter counts: How many scenarios have each status, by status.
  /// - Returns: The markup.
  static func controls(counts: [String: Int]) -> String {
    let statuses = ["passed", "failed", "pending", "skipped", "undefined", "ambiguous"]
    let boxes = statuses.map { status in
      let count = counts[status, default: 0]
      return "<label class=\"status \(status)\"><input type=\"checkbox\" name=\"status\" "
        + "value=\"\(status)\" checked> \(StepHTML.label(status)) (\(count))</label>"
    }
    return """
      <search id="controls" class="controls" hidden>
      <h2 class="visually-hidden">Filters</h2>
      <p><label for="search">Search</label> <input type="search" id="search" \
      placeholder="Name, step or tag"></p>
      <p><label for="tags">Tag expression</label> <input type="text" id="tags" \
      placeholder="@smoke and not @slow" aria-describedby="tags-error"> \
      <span id="tags-error" class="error" role="alert"></span></p>
      <fieldset><legend>Status</legend>\(boxes.joined(separator: " "))</fieldset>
      <p><label><input type="checkbox" id="failures-first"> Failures first</label> \
      <button type="button" id="expand">Expand all</button> \
      <button type="button" id="collapse">Collapse all</button></p>
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
      const main = document.querySelector("main");
      const articles = [...document.querySelectorAll("article.scenario")];
      const sections = [...document.querySelectorAll("section.feature")];
      const boxes = [...controls.querySelectorAll("input[name=status]")];
      const tagsOf = (a) => new Set((a.dataset.tags || "").split(" ").filter(Boolean));
      // Each article's searchable text, read on the first search: a page of 10,000 loads first.
      let texts = null;
      const textOf = (a, i) => {
        texts = texts || articles.map((b) => [
          b.querySelector("h3, h4").textContent, b.dataset.tags || "",
          ...[...b.querySelectorAll(".steps > li")].map((li) => li.textContent),
        ].join("\n").toLowerCase());
        return texts[i];
      };
      const order = new Map([...articles, ...sections].map((e, i) => [e, i]));
      const groups = [...document.querySelectorAll("section.rule, section.feature")];
      const groupsOf = articles.map((a) => [a.closest("section.rule"), a.closest("section.feature")]
        .filter(Boolean));
      let arranged = false;

      // A tag expression as Cucumber reads it: or < and < not, brackets, \ escapes.
      function parseTags(expression) {
        const tokens = [];
        let token = "";
        const end = () => { if (token) tokens.push(token); token = ""; };
        for (let i = 0; i < expression.length; i++) {
          const c = expression[i];
          if (c === "\\") {
            const next = expression[i + 1];
            if (next === undefined || !/[()\\\s]/.test(next)) {
              throw new Error(`Tag expression "${expression}" could not be parsed because of syntax error: Illegal escape before "${next ?? ""}".`);
            }
            token += next;
            i++;
          } else if (/\s/.test(c)) {
            end();
          } else if (c === "(" || c === ")") {
            end();
            tokens.push(c);
          } else {
            token += c;
          }
        }
        end();
        const precedence = { or: 0, and: 1, not: 2 };
        const fail = (why) => {
          throw new Error(`Tag expression "${expression}" could not be parsed because of syntax error: ${why}.`);
        };
        const operands = [];
        const operators = [];
        const apply = (op) => {
          if (op === "not") {
            const a = operands.pop();
            if (!a) fail("Expected operand");
            operands.push((tags) => !a(tags));
          } else {
            const b = operands.pop(), a = operands.pop();
            if (!a || !b) fail("Expected operand");
            operands.push(op === "and" ? (tags) => a(tags) && b(tags) : (tags) => a(tags) || b(tags));
          }
        };
        let expectOperand = true;
        for (const t of tokens) {
          if (t === "(") {
            if (!expectOperand) fail("Expected operator");
            operators.push(t);
          } else if (t === ")") {
            if (expectOperand) fail("Expected operand");
            while (operators.length && operators[operators.length - 1] !== "(") apply(operators.pop());
            if (!operators.length) fail("Unmatched )");
            operators.pop();
          } else if (t === "not") {
            if (!expectOperand) fail("Expected operator");
            operators.push(t);
          } else if (t === "and" || t === "or") {
            if (expectOperand) fail("Expected operand");
            while (operators.length) {
              const top = operators[operators.length - 1];
              if (top === "(" || precedence[top] < precedence[t]) break;
              apply(operators.pop());
            }
            operators.push(t);
            expectOperand = true;
          } else {
            if (!expectOperand) fail("Expected operator");
            operands.push((tags) => tags.has(t));
            expectOperand = false;
          }
        }
        if (expectOperand && tokens.length) fail("Expected operand");
        while (operators.length) {
          const op = operators.pop();
          if (op === "(") fail("Unmatched (");
          apply(op);
        }
        return operands.pop() || (() => true);
      }

      function state() {
        const params = new URLSearchParams(location.search);
        const read = (name, fallback) => params.has(name) ? params.get(name) : fallback;
        $("search").value = read("q", "");
        $("tags").value = read("tags", "");
        const statuses = read("status", null);
        if (statuses !== null) {
          const wanted = new Set(statuses.split(","));
          boxes.forEach((b) => { b.checked = wanted.has(b.value); });
        }
        $("failures-first").checked = read("first", "") === "1";
      }

      function save() {
        const params = new URLSearchParams();
        if ($("search").value) params.set("q", $("search").value);
        if ($("tags").value) params.set("tags", $("tags").value);
        if (boxes.some((b) => !b.checked)) {
          params.set("status", boxes.filter((b) => b.checked).map((b) => b.value).join(","));
        }
        if ($("failures-first").checked) params.set("first", "1");
        const query = params.toString();
        try {
          history.replaceState(null, "", location.pathname + (query ? "?" + query : "") + location.hash);
        } catch (error) {
          // Some browsers keep a file's address as it is; the filters still work.
        }
      }

      // Moves failed scenarios, and the features holding them, first; back when unchecked. Only
      // when the box changes: moving 10,000 articles is the slowest thing the page does.
      function arrange() {
        const first = $("failures-first").checked;
        if (first === arranged) return;
        arranged = first;
        const rank = (e) => (first && (e.classList.contains("failed") ||
          e.querySelector("article.failed, article.undefined, article.ambiguous")) ? 0 : 1);
        const byRank = (a, b) => rank(a) - rank(b) || order.get(a) - order.get(b);
        for (const parent of new Set(articles.map((a) => a.parentElement))) {
          [...parent.children].filter((c) => c.matches("article.scenario")).sort(byRank)
            .forEach((a) => parent.appendChild(a));
        }
        sections.slice().sort(byRank).forEach((s) => main.appendChild(s));
      }

      function filter() {
        const query = $("search").value.trim().toLowerCase();
        const statuses = new Set(boxes.filter((b) => b.checked).map((b) => b.value));
        let matches = () => true;
        $("tags-error").textContent = "";
        $("tags").removeAttribute("aria-invalid");
        if ($("tags").value.trim()) {
          try {
            matches = parseTags($("tags").value);
          } catch (error) {
            $("tags-error").textContent = error.message;
            $("tags").setAttribute("aria-invalid", "true");
          }
        }
        let shown = 0;
        const visibleGroups = new Set();
        articles.forEach((a, i) => {
          const hidden = !(statuses.has(a.dataset.status) && (!query || textOf(a, i).includes(query)) &&
            matches(tagsOf(a)));
          // Written only when it changes: each write costs the page a style pass.
          if (a.hidden !== hidden) a.hidden = hidden;
          if (!hidden) {
            shown++;
            groupsOf[i].forEach((g) => visibleGroups.add(g));
          }
        });
        for (const g of groups) {
          const hidden = !visibleGroups.has(g);
          if (g.hidden !== hidden) g.hidden = hidden;
        }
        $("shown").textContent = `${shown} of ${articles.length} scenarios shown`;
        arrange();
        save();
      }

      state();
      controls.hidden = false;
      controls.addEventListener("input", filter);
      $("expand").addEventListener("click", () => {
        document.querySelectorAll("article details").forEach((d) => { d.open = true; });
      });
      $("collapse").addEventListener("click", () => {
        document.querySelectorAll("article details").forEach((d) => { d.open = false; });
      });
      filter();
    })();
    """#
}
