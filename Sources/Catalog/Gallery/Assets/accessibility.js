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
  tree.split("\n").forEach(function(l){
    var m=/^(\s*)- (\S+) "((?:[^"\\]|\\.)*)"(.*) frame: \(([-0-9.e+]+), ([-0-9.e+]+), ([-0-9.e+]+)×([-0-9.e+]+)\):?$/.exec(l);
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
  text.replace(/\n$/,"").split("\n").forEach(function(l){
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
