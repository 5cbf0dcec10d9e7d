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
      const features = [...document.querySelectorAll("section.feature")];
      const rules = [...document.querySelectorAll("section.rule")];
      const boxes = [...controls.querySelectorAll("input[name=status]")];
      // A tag may hold a space (`@a b`): the page lists them as JSON.
      const tagLists = articles.map((a) => JSON.parse(a.dataset.tags || "[]"));
      // Each article's searchable text, read on the first search: a page of 10,000 loads first.
      // Its name, tags and steps, without the page's own words (a status, a duration).
      let texts = null;
      const stepText = (li) => [...li.childNodes].filter((n) => !(n.classList &&
        (n.classList.contains("status") || n.classList.contains("time"))))
        .map((n) => n.textContent).join("");
      const textOf = (i) => {
        texts = texts || articles.map((a, j) => [
          a.querySelector("h3, h4").textContent, ...tagLists[j],
          ...[...a.querySelectorAll(".steps > li")].map(stepText),
        ].join("\n").toLowerCase());
        return texts[i];
      };
      const order = new Map([...articles, ...features, ...rules].map((e, i) => [e, i]));
      const groupsOf = articles.map((a) => [a.closest("section.rule"), a.closest("section.feature")]
        .filter(Boolean));
      let arranged = false;

      // A tag expression as Cucumber reads it: or < and < not, brackets, \ escapes, Python's
      // whitespace between words, by code points.
      const space = /^[\t\n\v\f\r\x1c-\x1f \x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]$/;
      function parseTags(expression) {
        const fail = (why) => {
          throw new Error(`Tag expression "${expression}" could not be parsed because of syntax error: ${why}.`);
        };
        const tokens = [];
        let token = null;
        let escaped = false;
        const end = () => { if (token !== null) tokens.push(token); token = null; };
        for (const c of expression) {
          if (escaped) {
            if (!(c === "(" || c === ")" || c === "\\" || space.test(c))) {
              fail(`Illegal escape before "${c}"`);
            }
            token = (token ?? "") + c;
            escaped = false;
          } else if (c === "\\") {
            escaped = true;
          } else if (c === "(" || c === ")" || space.test(c)) {
            end();
            if (c !== "(" && c !== ")") continue;
            tokens.push({ bracket: c });
          } else {
            token = (token ?? "") + c;
          }
        }
        end();
        const precedence = { or: 0, and: 1, not: 2 };
        const operands = [];
        const operators = [];
        const reduce = () => {
          const op = operators.pop();
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
        const check = (operand) => {
          if (expectOperand !== operand) fail(expectOperand ? "Expected operand" : "Expected operator");
        };
        for (const t of tokens) {
          if (typeof t === "string" && ["or", "and", "not"].includes(t)) {
            if (t === "not") {
              check(true);
            } else {
              check(false);
              while (operators.length && operators[operators.length - 1] !== "(" &&
                precedence[operators[operators.length - 1]] >= precedence[t]) reduce();
            }
            operators.push(t);
            expectOperand = true;
          } else if (t.bracket === "(") {
            check(true);
            operators.push("(");
          } else if (t.bracket === ")") {
            check(false);
            while (operators.length && operators[operators.length - 1] !== "(") reduce();
            if (!operators.length) fail("Unmatched )");
            operators.pop();
            expectOperand = false;
          } else {
            check(true);
            operands.push((tags) => tags.has(t));
            expectOperand = false;
          }
        }
        while (operators.length) {
          if (operators[operators.length - 1] === "(") fail("Unmatched (");
          reduce();
        }
        return operands.pop() || (() => true);
      }

      function state() {
        const params = new URLSearchParams(location.search);
        $("search").value = params.get("q") ?? "";
        $("tags").value = params.get("tags") ?? "";
        const wanted = params.has("status") ? new Set(params.get("status").split(",")) : null;
        boxes.forEach((b) => { b.checked = !wanted || wanted.has(b.value); });
        $("failures-first").checked = params.get("first") === "1";
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
        if ("?" + query === location.search || (!query && !location.search)) return;
        try {
          history.replaceState(null, "", location.pathname + (query ? "?" + query : "") + location.hash);
        } catch (error) {
          // Some browsers keep a file's address as it is; the filters still work.
        }
      }

      // Moves failed scenarios (undefined and ambiguous ones too) first within their list, and
      // the rules and features holding them first within theirs; back when unchecked. Only when
      // the box changes: moving 10,000 articles is the slowest thing the page does.
      const failing = "article.failed, article.undefined, article.ambiguous";
      function arrange() {
        const first = $("failures-first").checked;
        if (first === arranged) return;
        arranged = first;
        const rank = (e) => (first && (e.matches(failing) || e.querySelector(failing)) ? 0 : 1);
        const byRank = (a, b) => rank(a) - rank(b) || order.get(a) - order.get(b);
        for (const list of document.querySelectorAll(".scenarios")) {
          [...list.children].sort(byRank).forEach((a) => list.appendChild(a));
        }
        for (const feature of features) {
          const own = [...feature.children].filter((c) => c.matches("section.rule"));
          own.sort(byRank).forEach((r) => feature.appendChild(r));
        }
        features.slice().sort(byRank).forEach((s) => main.appendChild(s));
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
          const hidden = !(statuses.has(a.dataset.status) && (!query || textOf(i).includes(query)) &&
            matches(new Set(tagLists[i])));
          // Written only when it changes: each write costs the page a style pass.
          if (a.hidden !== hidden) a.hidden = hidden;
          if (!hidden) {
            shown++;
            groupsOf[i].forEach((g) => visibleGroups.add(g));
          }
        });
        for (const g of [...features, ...rules]) {
          const hidden = !visibleGroups.has(g);
          if (g.hidden !== hidden) g.hidden = hidden;
        }
        $("shown").textContent = `${shown} of ${articles.length} scenarios shown`;
        arrange();
        save();
      }

      // A deep link's target, or a control the keyboard reaches, is not hidden under the bar.
      const pad = () => {
        document.documentElement.style.scrollPaddingTop = `${controls.offsetHeight + 8}px`;
      };
      state();
      controls.hidden = false;
      addEventListener("resize", pad);
      controls.addEventListener("input", filter);
      // Back and forward bring the filters of the address they return to.
      addEventListener("popstate", () => { state(); filter(); });
      $("expand").addEventListener("click", () => {
        document.querySelectorAll("article details").forEach((d) => { d.open = true; });
      });
      $("collapse").addEventListener("click", () => {
        document.querySelectorAll("article details").forEach((d) => { d.open = false; });
      });
      filter();
      pad();
      // The search's texts, read once the page shows, so that the first search is as fast.
      setTimeout(() => textOf(0), 0);
      if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    })();
    """#
}
