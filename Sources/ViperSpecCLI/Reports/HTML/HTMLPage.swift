import Foundation

/// The page every ViperSpec HTML report is written into: one self-contained file, its style
/// inline, that loads nothing and runs no script it did not bring.
///
/// A report is opened from `file://`, from a CI artifact or offline, so nothing in it may need
/// the network; its content comes from specs anyone can edit, so its Content Security Policy
/// forbids every request (`default-src 'none'`), allows pictures only as `data:` addresses, and
/// allows no script but the page's own, named by its SHA-256 hash.
package enum HTMLPage {
  /// Returns the whole document.
  ///
  /// - Parameters:
  ///   - title: The page's title, as plain text.
  ///   - body: The body's markup, made of escaped text.
  ///   - script: The page's script, if it has one, run at the end of the body.
  ///   - style: The page's own rules, after the shared ones, which they may override.
  /// - Returns: The HTML document.
  package static func document(
    title: String,
    body: String,
    script: String? = nil,
    style: String = ""
  ) -> String {
    let scriptTag = script.map { "<script>\($0)</script>\n" } ?? ""
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta http-equiv="Content-Security-Policy" content="\(policy(script: script))">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <meta name="color-scheme" content="light dark">
      <title>\(HTMLText.escaped(title))</title>
      <style>\(Self.style)\(style)</style>
      </head>
      <body>
      \(body)
      \(scriptTag)</body>
      </html>

      """
  }

  /// Nothing loads, no form goes anywhere, pictures only from `data:`, and no script runs but
  /// the page's own.
  static func policy(script: String?) -> String {
    let scripts = script.map { source in
      let digest = SHA256.digest(Array(source.utf8))
      return "'sha256-\(Data(digest).base64EncodedString())'"
    }
    return "default-src 'none'; style-src 'unsafe-inline'; img-src data:; "
      + "script-src \(scripts ?? "'none'"); base-uri 'none'; form-action 'none'"
  }

  /// The look: system fonts, light and dark from the reader's setting, and a status shown by
  /// its mark and word as well as its colour.
  private static let style = """
    :root{color-scheme:light dark;--fg:#1b1f24;--bg:#fff;--muted:#57606a;--line:#d0d7de;\
    --pass:#1a7f37;--fail:#cf222e;--pend:#9a6700;--skip:#57606a;--code:#f6f8fa;\
    --del:#ffebe9;--ins:#dafbe1}
    @media (prefers-color-scheme:dark){:root{--fg:#e6edf3;--bg:#0d1117;--muted:#9198a1;\
    --line:#30363d;--pass:#3fb950;--fail:#ff7b72;--pend:#d29922;--skip:#9198a1;\
    --code:#161b22;--del:#490202;--ins:#04260f}}
    *{box-sizing:border-box}
    body{margin:0 auto;max-width:72rem;padding:1rem 1.5rem 3rem;font:16px/1.5 system-ui,\
    -apple-system,"Segoe UI",sans-serif;color:var(--fg);background:var(--bg)}
    a{color:inherit}
    h1,h2,h3,h4{line-height:1.25}
    pre,code{font:0.875rem/1.45 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace}
    pre{background:var(--code);padding:0.5rem 0.75rem;border-radius:6px;white-space:pre-wrap;\
    overflow-wrap:anywhere}
    code{background:var(--code);padding:0 0.2em;border-radius:4px}
    pre code{padding:0;background:none}
    table{border-collapse:collapse;margin:0.5rem 0}
    th,td{border:1px solid var(--line);padding:0.2rem 0.6rem;text-align:left}
    .summary{font-size:1.125rem;font-weight:600}
    .counts{display:flex;flex-wrap:wrap;gap:0.25rem 1.25rem;padding:0;list-style:none}
    .path,.time,.meta{color:var(--muted);font-size:0.875rem}
    .feature{border-top:2px solid var(--line);margin-top:2rem}
    article{border:1px solid var(--line);border-radius:8px;padding:0 1rem 0.5rem;margin:1rem 0;\
    content-visibility:auto;contain-intrinsic-size:auto 12rem}
    article>h3,article>h4{margin:0.75rem 0 0.25rem}
    .tags{display:flex;flex-wrap:wrap;gap:0.5rem;padding:0;margin:0.25rem 0;list-style:none}
    .tags li{font-size:0.8125rem;border:1px solid var(--line);border-radius:1rem;padding:0 0.5rem}
    .steps{list-style:none;padding:0}
    .steps>li{padding:0.125rem 0}
    .status{font-weight:600;white-space:nowrap}
    .passed>.status,.status.passed{color:var(--pass)}
    .failed>.status,.status.failed,.undefined>.status,.status.undefined,.ambiguous>.status,\
    .status.ambiguous{color:var(--fail)}
    .pending>.status,.status.pending{color:var(--pend)}
    .skipped>.status,.status.skipped{color:var(--skip)}
    article.failed{border-left:4px solid var(--fail)}
    del,ins{display:block;text-decoration:none}
    del{background:var(--del)}
    ins{background:var(--ins)}
    img{max-width:100%;height:auto;border:1px solid var(--line)}
    [hidden]{display:none!important}
    .visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}
    .controls{position:sticky;top:0;background:var(--bg);border-bottom:1px solid var(--line);\
    padding:0.25rem 0;z-index:1}
    .controls p{margin:0.25rem 0}
    .controls fieldset{border:0;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:0 1rem}
    .controls legend{float:left;margin-right:0.5rem;font-weight:600}
    input[type=search],input[type=text]{font:inherit;min-width:18rem;padding:0.125rem 0.375rem}
    .error{color:var(--fail)}
    summary{cursor:pointer;color:var(--muted)}
    :focus-visible{outline:2px solid #0969da;outline-offset:2px}
    """
}
