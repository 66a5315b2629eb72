// MARK: - GalleryPage: accessibility

/// The gallery's accessibility parts: the baseline's state in the header, a badge per card, a
/// filter for entries with findings, and the review sheet's Accessibility tab (the overlay,
/// the text snapshot and its diff, the findings as a table). Every label is user text, so the
/// script sets it with `textContent` only, never as markup.
extension GalleryPage {
  /// Most baseline entries the header lists; the rest are counted.
  static let maxListedBaselineEntries = 50

  /// The header's note on the accessibility baseline when it has stale or fixed entries, as a
  /// disclosure listing them; empty otherwise.
  static func baselineNote(for report: RunReport) -> String {
    guard let baseline = report.accessibilityBaseline,
      !baseline.stale.isEmpty || !baseline.fixed.isEmpty
    else { return "" }
    var counts: [String] = []
    if !baseline.stale.isEmpty {
      counts.append("<b class=\"fail\">\(baseline.stale.count) stale</b>")
    }
    if !baseline.fixed.isEmpty { counts.append("\(baseline.fixed.count) fixed") }
    let listed = (baseline.stale.map { ("stale", $0) } + baseline.fixed.map { ("fixed", $0) })
    var items = listed.prefix(maxListedBaselineEntries).map { kind, entry in
      "<li><b class=\"\(kind)\">\(kind)</b> \(escapeHTML(entry.snapshot)) · "
        + "\(escapeHTML(entry.rule)) · \(escapeHTML(entry.element)) "
        + "<span class=\"reason\">— \(escapeHTML(entry.reason))</span></li>"
    }
    if listed.count > maxListedBaselineEntries {
      items.append("<li>… and \(listed.count - maxListedBaselineEntries) more</li>")
    }
    var advice: [String] = []
    if !baseline.stale.isEmpty {
      advice.append("Stale entries name snapshots that no longer exist and fail verify.")
    }
    if !baseline.fixed.isEmpty {
      advice.append("Fixed entries no longer match a finding and can be removed.")
    }
    return """
      <details id="baseline" class="baseline"><summary>Accessibility baseline: \
      \(counts.joined(separator: " · "))</summary>
      <p class="meta">\(escapeHTML(baseline.file)): \(escapeHTML(advice.joined(separator: " ")))</p>
      <ul>\(items.joined())</ul></details>
      """
  }

  static let accessibilityCSS = """
    :root{--add-bg:#dafbe1;--del-bg:#ffebe9}
    [data-theme=dark]{--add-bg:rgba(46,160,67,.22);--del-bg:rgba(248,81,73,.22)}
    .a11y-line{display:flex;flex-wrap:wrap;gap:4px 8px;align-items:center;margin:6px 0 0;
    font-size:12px}
    .badge.a11y.fail{color:var(--fail)}.badge.a11y.pass{color:var(--pass)}
    .a11y-extra{color:var(--muted)}
    .baseline{font-size:13px;color:var(--muted);max-width:100%}
    .baseline summary{cursor:pointer}.baseline b.fail,.baseline b.stale{color:var(--fail)}
    .baseline ul{margin:6px 0;padding-left:18px;max-height:40vh;overflow:auto}
    .baseline p{margin:6px 0}
    .tabs{display:flex;gap:4px;border-bottom:1px solid var(--line);margin-bottom:12px}
    .tab{font:inherit;font-size:14px;padding:6px 12px;border:0;
    border-bottom:2px solid transparent;background:none;color:var(--muted);cursor:pointer}
    .tab[aria-selected=true]{color:var(--text);border-bottom-color:var(--accent);font-weight:600}
    .a11y-panel h3{font-size:14px;margin:16px 0 6px}
    .live-overlay{position:relative;display:inline-block}.live-overlay .dim{filter:grayscale(1) opacity(.45)}
    .live-overlay .frame{position:absolute;border:2px solid;box-sizing:border-box;pointer-events:none}
    .live-overlay .frame b{position:absolute;left:-9px;top:-9px;color:#fff;font-size:10px;
      min-width:16px;height:16px;line-height:16px;border-radius:8px;text-align:center}
    .legend{font-size:12px;margin:6px 0 0;padding-left:22px}.legend li::marker{color:var(--c);font-weight:700}.a11y-panel .pane{align-items:flex-start}
    .a11y-text{flex:1;min-width:280px}
    pre.tree,pre.diff{font:12px/1.5 ui-monospace,"SF Mono",Menlo,Consolas,monospace;
    background:var(--bg);border:1px solid var(--line);border-radius:8px;margin:0;overflow:auto;
    max-height:420px}
    pre.tree{padding:8px 10px}pre.diff{padding:6px 0}
    pre.diff .line{display:block;padding:0 10px;white-space:pre}
    pre.diff .del{background:var(--del-bg)}pre.diff .add{background:var(--add-bg)}
    details.current summary{cursor:pointer;font-size:13px;color:var(--muted);margin:8px 0 4px}
    table.findings{border-collapse:collapse;font-size:13px;width:100%}
    table.findings th,table.findings td{border-bottom:1px solid var(--line);padding:6px 8px;
    text-align:left;vertical-align:top}
    table.findings th{color:var(--muted);font-weight:600;white-space:nowrap}
    table.findings td.num{white-space:nowrap;font-variant-numeric:tabular-nums}
    .finding.failing{color:var(--fail);font-weight:600}
    .finding.warning{color:var(--warn);font-weight:600}.finding.known{color:var(--muted)}
    """

  /// Functions the page script calls for the accessibility parts; they share its scope (`el`,
  /// `natural`, `report`, `state`, `render`).
  static let accessibilityScript = """
    function a11yCounts(e){var a=e.accessibility;if(!a)return null;
      var c={failing:0,warnings:0,known:0};
      (a.violations||[]).forEach(function(v){if(v.baselineReason!=null)c.known++;
        else if(v.severity==="error")c.failing++;else c.warnings++});
      return c}
    function hasFindings(e){return!!(e.accessibility&&(e.accessibility.violations||[]).length)}
    function plural(n,word){return n+" "+word+(n===1?"":"s")}
    var a11yStatusWord={failed:"changed",missing:"new",error:"error"};
    // "A11y ✓", or the failing count (or the text snapshot's state) in the failure colour;
    // warnings and accepted findings muted beside it.
    function a11yBadge(e){var c=a11yCounts(e);if(!c)return null;var a=e.accessibility;
      var word=a11yStatusWord[a.status];var bad=c.failing>0||!!word;
      var main=c.failing>0?"A11y "+c.failing:word?"A11y "+word:"A11y ✓";
      var spoken=[c.failing>0?plural(c.failing,"failing violation")
        :word?"snapshot "+word:"no failing violations"];
      var extra=[];
      if(c.warnings)extra.push(plural(c.warnings,"warning"));
      if(c.known)extra.push(c.known+" known");
      var line=el("p",{"class":"a11y-line",
        "aria-label":"Accessibility: "+spoken.concat(extra).join(", ")},[
        el("span",{"class":"badge a11y "+(bad?"fail":"pass"),"aria-hidden":"true",text:main})]);
      if(extra.length)line.appendChild(
        el("span",{"class":"a11y-extra","aria-hidden":"true",text:extra.join(" · ")}));
      return line}
    function a11yFilter(){if(!report.entries.some(function(e){return e.accessibility}))return;
      var n=report.entries.filter(hasFindings).length;
      var b=el("button",{"class":"chip",type:"button","aria-pressed":"false",id:"a11yFilter"},[
        document.createTextNode("Accessibility findings"),el("span",{"class":"n",text:String(n)})]);
      b.addEventListener("click",function(){state.a11y=!state.a11y;
        b.setAttribute("aria-pressed",String(state.a11y));render()});
      document.getElementById("a11yFilters").appendChild(b)}
    function wantsReview(e){return!!e.accessibility}
    var palette=["#0072B2","#D55E00","#009E73","#CC79A7","#56B4E9","#E69F00"];
    function treeElements(tree){var out=[];
      tree.split("\\n").forEach(function(l){
        var m=/^(\\s*)- (\\S+) "((?:[^"\\\\]|\\\\.)*)"(.*) frame: \\(([-0-9.e+]+), ([-0-9.e+]+), ([-0-9.e+]+)×([-0-9.e+]+)\\):?$/.exec(l);
        if(m)out.push({role:m[2],label:m[3],rest:m[4].trim(),x:+m[5],y:+m[6],w:+m[7],h:+m[8]})});
      return out}
    function liveOverlay(e){var a=e.accessibility;
      if(!a.scale||!e.width||!e.height||!e.images.expected)return null;
      var items=treeElements(a.tree);
      var box=el("div",{"class":"live-overlay",role:"img",
        "aria-label":"Accessibility overlay: "+items.length+" elements"});
      box.appendChild(el("img",{src:e.images.expected,alt:"","class":"shot dim"}));
      function pct(v,total){return(v*a.scale/total*100)+"%"}
      var legend=el("ol",{"class":"legend"});
      items.forEach(function(it,i){var c=palette[i%palette.length];
        var r=el("span",{"class":"frame","aria-hidden":"true"});
        r.style.left=pct(it.x,e.width);r.style.top=pct(it.y,e.height);
        r.style.width=pct(it.w,e.width);r.style.height=pct(it.h,e.height);
        r.style.borderColor=c;r.appendChild(el("b",{text:String(i+1)}));
        r.firstChild.style.background=c;box.appendChild(r);
        var li=el("li",{text:it.label+(it.rest?" "+it.rest:"")+" — "+it.role});
        li.style.setProperty("--c",c);legend.appendChild(li)});
      return el("figure",{},[el("figcaption",{text:"Overlay"}),box,legend])}
    function diffBlock(text){var pre=el("pre",{"class":"diff","aria-label":"Snapshot diff"});
      text.replace(/\\n$/,"").split("\\n").forEach(function(l){
        var k=l.slice(0,2)==="- "?"del":l.slice(0,2)==="+ "?"add":"ctx";
        pre.appendChild(el("span",{"class":"line "+k,text:l}))});
      return pre}
    function findingsTable(vs){var t=el("table",{"class":"findings"});var head=el("tr");
      ["Rule","Element","Frame","Measured","Threshold","Fix","Note","Status"].forEach(function(h){
        head.appendChild(el("th",{scope:"col",text:h}))});
      t.appendChild(el("thead",{},[head]));var body=el("tbody");
      vs.forEach(function(v){
        var kind=v.baselineReason!=null?"known":v.severity==="error"?"failing":"warning";
        body.appendChild(el("tr",{"class":"finding-row "+kind},[el("td",{text:v.rule}),
          el("td",{text:v.element}),el("td",{"class":"num",text:v.frame||"—"}),
          el("td",{"class":"num",text:v.measured}),el("td",{"class":"num",text:v.threshold}),
          el("td",{text:v.fix}),el("td",{text:v.note||""}),
          el("td",{"class":"finding "+kind,
            text:kind==="known"?"known: "+v.baselineReason:kind})]))});
      t.appendChild(body);return t}
    function a11yPanel(e){var a=e.accessibility;var box=el("div",{"class":"a11y-panel"});
      if(a.message)box.appendChild(el("p",{"class":"meta",text:a.message}));
      var row=el("div",{"class":"pane"});
      if(e.images.overlay)row.appendChild(el("figure",{},[el("figcaption",{text:"Overlay"}),
        natural(e.images.overlay,"Accessibility overlay: "+e.definition+", "+e.variant,
          "shot overlay")]));
      else{var live=liveOverlay(e);if(live)row.appendChild(live)}
      var text=el("div",{"class":"a11y-text"});var tree=el("pre",{"class":"tree",text:a.tree});
      if(a.diff){text.appendChild(el("h3",{text:"Snapshot diff (− reference, + rendering)"}));
        text.appendChild(diffBlock(a.diff));
        text.appendChild(el("details",{"class":"current"},[el("summary",{text:"Current snapshot"}),
          tree]))}
      else{text.appendChild(el("h3",{text:"Snapshot"}));text.appendChild(tree)}
      text.appendChild(el("p",{"class":"meta",text:"Reference: "+a.file}));
      row.appendChild(text);box.appendChild(row);var vs=a.violations||[];
      box.appendChild(el("h3",{text:vs.length?plural(vs.length,"finding"):"No findings"}));
      if(vs.length)box.appendChild(findingsTable(vs));
      return box}
    """
}
