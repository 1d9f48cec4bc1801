/// The report's stylesheet: system fonts only, light and dark, readable printed.
enum HTMLStyle {
    static let css = """

    :root { color-scheme: light dark; --bg: #ffffff; --fg: #1d1d1f; --muted: #6e6e73; --line: #d2d2d7;
      --panel: #f5f5f7; --del: #fdecec; --del-hl: #f6b9b9; --add: #e8f6ea; --add-hl: #a9dfb1;
      --change: #2e7d32; --error: #c62828; --warning: #b85c00; --info: #1565c0; --link: #0a58ca; }
    @media (prefers-color-scheme: dark) {
      :root { --bg: #1c1c1e; --fg: #f2f2f7; --muted: #a1a1a6; --line: #3a3a3c; --panel: #2c2c2e;
        --del: #3b1f22; --del-hl: #7a2e33; --add: #1d3323; --add-hl: #2f6b3b; --link: #6ea8fe; }
    }
    * { box-sizing: border-box; }
    body { margin: 0; background: var(--bg); color: var(--fg);
      font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; }
    header { padding: 20px 28px 8px; border-bottom: 1px solid var(--line); }
    h1 { font-size: 24px; margin: 0 0 4px; }
    h2 { font-size: 19px; margin: 0 0 10px; }
    h3 { font-size: 15px; margin: 18px 0 8px; }
    main { padding: 8px 24px 40px; }
    section { margin: 22px 0; }
    a { color: var(--link); }
    code, .code, svg text.label { font-family: ui-monospace, "SF Mono", Menlo, Consolas, monospace; font-size: 13px; }
    .meta, .hint, .counts, .count, .col { color: var(--muted); }
    .totals { display: flex; flex-wrap: wrap; gap: 10px; margin: 0 0 18px; }
    .totals div { background: var(--panel); border-radius: 10px; padding: 10px 16px; min-width: 130px; }
    .totals dt { color: var(--muted); font-size: 13px; }
    .totals dd { margin: 0; font-size: 24px; font-weight: 600; }
    .chart { margin: 6px 0 14px; max-width: 760px; }
    .chart .legend { margin: 0 0 6px 238px; font-size: 13px; }
    .swatch { display: inline-block; width: 12px; height: 12px; margin: 0 5px 0 10px; vertical-align: -1px; }
    .bar-row { display: grid; grid-template-columns: 230px minmax(0, 1fr); gap: 8px; align-items: center; min-height: 26px; }
    .bar-row .label { text-align: right; overflow-wrap: anywhere; }
    .bar { display: flex; align-items: center; height: 18px; padding-right: 44px; }
    .seg { display: block; height: 100%; min-width: 2px; }
    .bar .total { color: var(--muted); font-size: 13px; padding-left: 6px; }
    .k-change { background: var(--change); } .k-error { background: var(--error); }
    .k-warning { background: var(--warning); } .k-info { background: var(--info); }
    /* Wide tables scroll within the page rather than losing columns or squeezing code. */
    .scroll { overflow-x: auto; max-width: 100%; }
    table { border-collapse: collapse; }
    table.by-rule td, table.by-rule th { padding: 4px 12px; border-bottom: 1px solid var(--line); text-align: right; }
    table.by-rule td:first-child, table.by-rule th:first-child { text-align: left; }
    ol.index { columns: 2 560px; column-gap: 32px; padding-left: 34px; }
    /* A long path breaks after its slashes (the page puts the break points there), never over its neighbour. */
    ol.index li { break-inside: avoid; margin-bottom: 3px; }
    ol.index .count { white-space: nowrap; }
    ul.support code { overflow-wrap: anywhere; }
    section.file { border-top: 1px solid var(--line); padding-top: 16px; }
    section.file h2 code, .support-file h3 code, .project-file h3 code { overflow-wrap: anywhere; }
    /* Files off screen are laid out only when scrolled to: a run over thousands of files opens at once. */
    section.file, #support-files, #rules { content-visibility: auto; contain-intrinsic-size: auto 900px; }
    .change { display: grid; grid-template-columns: minmax(0, 1fr) 250px; gap: 14px; margin: 12px 0 18px; }
    @media (max-width: 1100px) { .change { grid-template-columns: minmax(0, 1fr); } }
    table.sbs { width: 100%; table-layout: fixed; border: 1px solid var(--line); }
    table.sbs col.ln { width: 3.2em; }
    table.sbs th { background: var(--panel); font-weight: 600; text-align: left; padding: 4px 8px; }
    td.ln { color: var(--muted); text-align: right; padding: 0 8px; vertical-align: top;
      font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 12px; user-select: none; width: 3.6em; }
    td.code { white-space: pre-wrap; overflow-wrap: break-word; tab-size: 4; padding: 0 8px; vertical-align: top; font-size: 12px; }
    td.del { background: var(--del); } td.add { background: var(--add); }
    td.del .hl { background: var(--del-hl); } td.add .hl { background: var(--add-hl); }
    td.empty { background: var(--panel); }
    aside.notes .note { background: var(--panel); border-radius: 8px; padding: 8px 12px; margin-bottom: 8px; font-size: 14px; }
    aside.notes p { margin: 4px 0; }
    .where { color: var(--muted); }
    .sev { display: inline-block; border-radius: 4px; padding: 0 6px; color: #fff; font-size: 12px; font-weight: 600; }
    .sev.error { background: var(--error); } .sev.warning { background: var(--warning); } .sev.info { background: var(--info); }
    .finding { margin: 10px 0 14px; }
    .finding table.line { width: 100%; background: var(--panel); table-layout: fixed; }
    .finding p { margin: 4px 0 0 3.6em; }
    table.new-file { width: 100%; table-layout: fixed; border: 1px solid var(--line); }
    .problem { color: var(--error); }
    .rule h3 { margin-bottom: 2px; }
    pre.diff { overflow-x: auto; background: var(--panel); padding: 8px 12px; font-size: 12px; }
    /* A phone: code keeps its lines (the table scrolls sideways), the chart puts each label above its bar. */
    @media (max-width: 700px) {
      header { padding: 16px 14px 8px; }
      main { padding: 8px 12px 32px; }
      .totals div { min-width: 0; flex: 1 1 40%; }
      td.code { white-space: pre; overflow-wrap: normal; }
      table.sbs, .finding table.line { table-layout: auto; width: max-content; min-width: 100%; }
      .finding p { margin-left: 0; }
      table.by-rule { font-size: 13px; }
      table.by-rule td, table.by-rule th { padding: 4px 5px; }
      table.by-rule code { font-size: 12px; }
      .chart .legend { margin-left: 0; }
      .bar-row { grid-template-columns: minmax(0, 1fr); gap: 2px; margin-bottom: 6px; }
      .bar-row .label { text-align: left; }
    }

    """
}
