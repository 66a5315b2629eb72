var groups=[["failed","Failed",["failed"]],["new","New or missing",["missing","recorded"]],
  ["orphaned","Orphaned",["orphaned"]],["errors","Errors",["error"]],["passed","Passed",["passed","unchanged"]]];
var statusBox=document.getElementById("statusFilters");
groups.forEach(function(g){var n=report.entries.filter(function(e){return g[2].indexOf(e.status)>=0}).length;
  var b=el("button",{"class":"chip",type:"button","aria-pressed":"false","data-status":g[0]},[
    document.createTextNode(g[1]),el("span",{"class":"n",text:String(n)})]);
  b.addEventListener("click",function(){var on=b.getAttribute("aria-pressed")!=="true";
    b.setAttribute("aria-pressed",String(on));g[2].forEach(function(x){on?state.statuses.add(x):state.statuses.delete(x)});render()});
  statusBox.appendChild(b)});
var traitBox=document.getElementById("traitFilters");
report.traitDimensions.forEach(function(d){if(d.values.length<2)return;
  ["all"].concat(d.values).forEach(function(v){var b=el("button",{"class":"chip",type:"button",
    "aria-pressed":v==="all"?"true":"false","data-trait":d.name,"data-value":v,text:v==="all"?"All "+label(d.name):v});
    b.addEventListener("click",function(){state.traits[d.name]=v;
      traitBox.querySelectorAll('[data-trait="'+d.name+'"]').forEach(function(o){o.setAttribute("aria-pressed",String(o===b))});render()});
    traitBox.appendChild(b)})});
a11yFilter();
function label(n){return{colorScheme:"schemes",layoutDirection:"directions",textSize:"sizes",width:"widths"}[n]||n}
var search=document.getElementById("search");
search.addEventListener("input",function(){state.query=search.value.trim().toLowerCase();render()});
function visible(e){
  if(state.statuses.size&&!state.statuses.has(e.status))return false;
  if(state.a11y&&!hasFindings(e))return false;
  for(var k in state.traits){var v=state.traits[k];if(v!=="all"&&e.traits[k]!==v)return false}
  if(state.query){var h=(e.definition+" "+e.variant+" "+e.id).toLowerCase();if(h.indexOf(state.query)<0)return false}
  return true}
var cards=[];
// A definition's section, from any of its entries: orphaned references carry none.
var sectionOf={};report.entries.forEach(function(e){if(e.section&&!sectionOf[e.definition])sectionOf[e.definition]=e.section});
var builtIn=["Components","Screens","Transitions"];
function sectionNames(list){return list.slice().sort(function(a,b){var i=builtIn.indexOf(a),j=builtIn.indexOf(b);
  if(i<0)i=builtIn.length;if(j<0)j=builtIn.length;return i!==j?i-j:(a<b?-1:a>b?1:0)})}
function image(src,w,h,alt,cls){var i=el("img",{src:src,alt:alt,loading:"lazy","class":cls||"shot"});
  if(w&&h){i.width=Math.round(w/SCALE);i.height=Math.round(h/SCALE)}return i}
function natural(src,alt,cls,done){var i=el("img",{src:src,alt:alt,"class":cls||"shot"});
  i.addEventListener("load",function(){i.width=Math.round(i.naturalWidth/SCALE);i.height=Math.round(i.naturalHeight/SCALE);if(done)done()});return i}
function render(){var main=document.getElementById("main");main.innerHTML="";cards=[];stopPlayers();
  var nav=document.getElementById("index");nav.innerHTML="";
  var byDef={};report.entries.forEach(function(e){if(!visible(e))return;(byDef[e.definition]=byDef[e.definition]||[]).push(e)});
  var names=Object.keys(byDef).sort();
  if(!names.length){main.appendChild(el("p",{"class":"empty",text:"No snapshots match."}));return}
  var bySection={};names.forEach(function(name){var s=sectionOf[name]||"Components";(bySection[s]=bySection[s]||[]).push(name)});
  sectionNames(Object.keys(bySection)).forEach(function(section){
  var sid="section-"+section.toLowerCase().replace(/[^a-z0-9]+/g,"-");
  nav.appendChild(el("p",{"class":"group-nav",text:section}));
  // The section is the outline's top level; the definition and card headings keep their
  // tags (h2, h3) and are read a level deeper.
  var group=el("section",{"class":"group",id:sid,"aria-labelledby":"h-"+sid},[el("h2",{"class":"group-title",id:"h-"+sid,text:section})]);
  main.appendChild(group);
  bySection[section].forEach(function(name){var list=byDef[name];
    var bad=list.filter(function(e){return["failed","missing","orphaned","error"].indexOf(e.status)>=0}).length;
    nav.appendChild(el("a",{href:"#"+encodeURIComponent(name),"class":bad?"bad":""},[document.createTextNode(name),
      el("span",{"class":"n",text:bad?bad+" / "+list.length:String(list.length)})]));
    var sec=el("section",{"class":"def",id:name,"aria-labelledby":"h-"+name},[el("h2",{id:"h-"+name,"aria-level":"3",text:name})]);
    var grid=el("div",{"class":"grid"});
    // A transition's keyframes as one group where its first visible keyframe stands.
    var held={};list.forEach(function(e){var k=e.keyframe;
      if(!k){grid.appendChild(card(e));return}
      var h=held[k.transition];if(!h){h=held[k.transition]={box:transitionGroup(k.transition),list:[]};grid.appendChild(h.box)}
      h.list.push(e)});
    for(var t in held)fillTransition(held[t].box,held[t].list);
    sec.appendChild(grid);group.appendChild(sec)})});
  // In page order, for the j and k keys: a transition's keyframes follow its group.
  cards=Array.prototype.slice.call(main.querySelectorAll("article.card"))}
function traitsText(e){return Object.keys(e.traits).sort().map(function(k){return e.traits[k]}).join(" · ")}
// A snapshot's card; a keyframe's is titled with its time and sits a level deeper.
function card(e){var traits=traitsText(e),k=e.keyframe;
  var src=e.images.actual||e.images.expected;var title=k?keyframeLabel(k):e.variant;
  var c=el("article",{"class":"card"+(k?" keyframe":""),id:e.id,tabindex:"0","data-status":e.status},[
    el("h3",{"aria-level":k?"5":"4"},[el("span",{text:title}),el("span",{"class":"badge "+e.status,text:e.status})]),
    src?image(src,e.width,e.height,e.definition+", "+e.variant+(traits?", "+traits:"")+(k?", "+title:"")):el("p",{"class":"empty",text:"No image"}),
    el("p",{"class":"meta",text:k?"Keyframe "+(k.index+1)+" of "+k.count+" · "+k.label:traits||"default traits"}),a11yBadge(e)]);
  if(e.message&&e.status!=="passed")c.appendChild(el("p",{"class":"meta",text:e.message}));
  if(["failed","missing","error","orphaned"].indexOf(e.status)>=0||wantsReview(e)){var b=el("button",{"class":"chip open",type:"button",text:"Review"});
    b.addEventListener("click",function(){openReview(e)});c.appendChild(b)}
  c.addEventListener("keydown",function(ev){if(ev.key==="Enter")openReview(e)});
  return c}
var review=document.getElementById("review");var blinkTimer=null;
function closeReview(){review.hidden=true;review.innerHTML="";if(blinkTimer){clearInterval(blinkTimer);blinkTimer=null}}
function openReview(e){closeReview();
  var sheet=el("div",{"class":"sheet"});
  var close=el("button",{"class":"chip",type:"button",text:"Close (Esc)"});close.addEventListener("click",closeReview);
  sheet.appendChild(el("header",{},[el("h2",{id:"reviewTitle",text:e.definition+" › "+e.variant+(e.keyframe?" › "+keyframeLabel(e.keyframe):"")}),close]));
  // The pixels, and with an accessibility snapshot its own tab; a hidden tab holds no
  // images, so only what is shown loads.
  var pixels=el("div",{"class":"panel",id:"panel-pixels"});
  var modes=el("div",{"class":"modes",role:"group","aria-label":"Review mode"});var pane=el("div",{"class":"pane"});
  var names=[["side","Side by side"],["slider","Slider"],["blink","Blink"],["onion","Onion skin"],["diff","Diff mask"]];
  function show(mode){if(blinkTimer){clearInterval(blinkTimer);blinkTimer=null}pane.innerHTML="";
    modes.querySelectorAll("button").forEach(function(b){b.setAttribute("aria-pressed",String(b.dataset.mode===mode))});
    var exp=e.images.expected,act=e.images.actual,dif=e.images.diff;
    if(mode==="side"){[["Expected",exp],["Actual",act],["Diff",dif]].forEach(function(p){if(p[1])pane.appendChild(
      el("figure",{},[el("figcaption",{text:p[0]}),natural(p[1],p[0]+" image","shot")]))})}
    else if(mode==="diff"){if(dif)pane.appendChild(el("figure",{},[el("figcaption",{text:"Diff mask"}),natural(dif,"Diff mask","shot")]))}
    else{var stage=el("div",{"class":"stage"});
      // Both at their own sizes, aligned top-left; the stage holds the larger of the two.
      function fit(){stage.style.width=Math.max(base.width,top.width)+"px";stage.style.height=Math.max(base.height,top.height)+"px"}
      var base=natural(exp,"Expected image","shot base-img",fit);var top=natural(act,"Actual image","shot top-img",fit);
      stage.appendChild(base);stage.appendChild(top);var fig=el("figure",{},[stage]);
      if(mode==="slider"){var r=el("input",{type:"range",min:"0",max:"100",value:"50","aria-label":"Reveal actual"});
        function clip(){top.style.clipPath="inset(0 "+(100-r.value)+"% 0 0)"}r.addEventListener("input",clip);clip();fig.appendChild(r)}
      if(mode==="onion"){var o=el("input",{type:"range",min:"0",max:"100",value:"50","aria-label":"Actual opacity"});
        function op(){top.style.opacity=String(o.value/100)}o.addEventListener("input",op);op();fig.appendChild(o)}
      if(mode==="blink"){blinkTimer=setInterval(function(){top.style.visibility=top.style.visibility==="hidden"?"visible":"hidden"},500)}
      pane.appendChild(fig)}}
  names.forEach(function(n){if((!e.images.expected||!e.images.actual)&&n[0]!=="side")return;
    if(n[0]==="diff"&&!e.images.diff)return;
    var b=el("button",{"class":"chip",type:"button","data-mode":n[0],text:n[1]});b.addEventListener("click",function(){show(n[0])});modes.appendChild(b)});
  var d=e.difference;
  if(d&&d.sizeMismatch){var sz=d.sizeMismatch.split(" vs ");
    pixels.appendChild(el("p",{"class":"size-change",text:"Size changed: reference "+sz[0].replace("x","×")+" px, rendering "+(sz[1]||"").replace("x","×")+" px"}))}
  pixels.appendChild(modes);pixels.appendChild(pane);
  if(d){var dl=el("dl",{"class":"figures"});
    function row(k,v){dl.appendChild(el("dt",{text:k}));dl.appendChild(el("dd",{text:v}))}
    if(d.sizeMismatch)row("Size",d.sizeMismatch.replace(" vs "," → ")+" px");else{row("Mismatched pixels",d.mismatchedPixels+" ("+(d.mismatchedRatio*100).toFixed(3)+" %)");
      row("Largest channel difference",String(d.maxChannelDelta));if(d.bounds)row("Changed area","x "+d.bounds[0]+", y "+d.bounds[1]+", "+d.bounds[2]+"×"+d.bounds[3])}
    pixels.appendChild(dl)}
  var a11y=e.accessibility?el("div",{"class":"panel",id:"panel-a11y"}):null;
  var tabs=[["pixels","Pixels",pixels]];if(a11y)tabs.push(["a11y","Accessibility",a11y]);
  function select(name,focus){if(blinkTimer){clearInterval(blinkTimer);blinkTimer=null}
    tabs.forEach(function(t){var on=t[0]===name;t[2].hidden=!on;if(!t[3])return;
      t[3].setAttribute("aria-selected",String(on));t[3].tabIndex=on?0:-1;if(on&&focus)t[3].focus()});
    if(name==="pixels"){if(a11y)a11y.innerHTML="";show("side")}else{pane.innerHTML="";a11y.innerHTML="";a11y.appendChild(a11yPanel(e))}}
  if(a11y){var bar=el("div",{"class":"tabs",role:"tablist","aria-label":"Review"});
    tabs.forEach(function(t,i){var b=el("button",{"class":"tab",type:"button",role:"tab",id:"tab-"+t[0],"aria-controls":"panel-"+t[0],"data-tab":t[0],text:t[1]});
      t.push(b);t[2].setAttribute("role","tabpanel");t[2].setAttribute("aria-labelledby","tab-"+t[0]);
      b.addEventListener("click",function(){select(t[0])});
      b.addEventListener("keydown",function(ev){var k=ev.key;if(k!=="ArrowLeft"&&k!=="ArrowRight"&&k!=="Home"&&k!=="End")return;ev.preventDefault();
        var j=k==="Home"?0:k==="End"?tabs.length-1:(i+(k==="ArrowRight"?1:tabs.length-1))%tabs.length;select(tabs[j][0],true)});
      bar.appendChild(b)});
    sheet.appendChild(bar);sheet.appendChild(pixels);sheet.appendChild(a11y)}
  else sheet.appendChild(pixels);
  if(e.message)sheet.appendChild(el("p",{"class":"meta",text:e.message}));
  if(e.acceptCommand){var code=el("code",{"class":"cmd",text:e.acceptCommand});var copy=el("button",{"class":"chip",type:"button",text:"Copy command"});
    copy.addEventListener("click",function(){if(navigator.clipboard)navigator.clipboard.writeText(e.acceptCommand).catch(function(){})});
    sheet.appendChild(el("p",{"class":"meta",text:"To accept this rendering:"}));sheet.appendChild(code);sheet.appendChild(copy)}
  // An entry whose pixels match opens on what it was opened for: its accessibility.
  var a11yFirst=a11y&&!d&&!e.images.actual&&!e.images.diff;
  review.appendChild(sheet);review.hidden=false;select(a11yFirst?"a11y":"pixels");close.focus()}
document.addEventListener("keydown",function(ev){
  if(ev.key==="Escape"){closeReview();return}
  if(!review.hidden)return;
  if(ev.key==="/"&&document.activeElement!==search){ev.preventDefault();search.focus();return}
  // A slider keeps its arrow keys.
  var focused=document.activeElement;if(focused===search||(focused&&focused.type==="range"))return;
  if(ev.key==="j"||ev.key==="ArrowDown"||ev.key==="k"||ev.key==="ArrowUp"){if(!cards.length)return;ev.preventDefault();
    var step=(ev.key==="j"||ev.key==="ArrowDown")?1:-1;state.current=Math.max(0,Math.min(cards.length-1,state.current+step));
    cards.forEach(function(c,i){c.classList.toggle("current",i===state.current)});cards[state.current].focus();}});
function follow(){var id=decodeURIComponent(location.hash.slice(1));if(!id)return;var t=document.getElementById(id);
  root.style.setProperty("--header-h",document.querySelector("header.top").offsetHeight+"px");
  if(t){t.scrollIntoView({block:"start"});if(t.classList.contains("card")){cards.forEach(function(c){c.classList.remove("current")});t.classList.add("current");t.focus()}}}
window.addEventListener("hashchange",follow);render();follow();
