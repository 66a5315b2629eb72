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
function label(n){return{colorScheme:"schemes",layoutDirection:"directions",textSize:"sizes",width:"widths",locale:"locales"}[n]||n}
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
var review=document.getElementById("review");var blinkTimer=null;var reviewing=null;var view=null;
var problems=["failed","missing","error","orphaned"];
var byId={};report.entries.forEach(function(e){byId[e.id]=e});
function reviewable(e){return problems.indexOf(e.status)>=0||wantsReview(e)}
// "#DLSBadge/count.dark": the id as written, with what a fragment cannot hold escaped.
function hashFor(id){return"#"+encodeURIComponent(id).replace(/%2F/g,"/")}
function hideReview(){review.hidden=true;review.innerHTML="";view=null;if(blinkTimer){clearInterval(blinkTimer);blinkTimer=null}}
// Closing forgets the review's link and gives the focus back to its card.
function closeReview(){var was=reviewing;hideReview();reviewing=null;if(!was)return;history.scrollRestoration="auto";
  if(location.hash)history.replaceState(null,"",location.pathname+location.search);
  var c=document.getElementById(was.id);if(c&&c.classList.contains("card")){c.scrollIntoView({block:"nearest"});c.focus({preventScroll:true})}}
function highlight(c){state.current=cards.indexOf(c);cards.forEach(function(x){x.classList.toggle("current",x===c)})}
// The failures shown, in page order: what n and p step through.
function failures(){return cards.filter(function(c){return problems.indexOf(c.dataset.status)>=0})}
function stepFailure(step){var list=failures();if(!list.length)return;
  var from=reviewing?reviewing.id:state.current>=0&&cards[state.current]?cards[state.current].id:null;
  var at=cards.findIndex(function(c){return c.id===from}),next=null;
  if(at<0)next=step>0?list[0]:list[list.length-1];
  else{var after=list.filter(function(c){return step>0?cards.indexOf(c)>at:cards.indexOf(c)<at});
    next=after.length?(step>0?after[0]:after[after.length-1]):null}
  if(!next)return;highlight(next);next.scrollIntoView({block:"nearest"});openReview(byId[next.id])}
// Copies `text`; where the clipboard is out of reach, selects `code` for the reader's own copy.
function copyText(text,code,status){
  function fallback(){var r=document.createRange();r.selectNodeContents(code);var s=getSelection();s.removeAllRanges();s.addRange(r);
    var ok=false;try{ok=document.execCommand("copy")}catch(x){}
    status.textContent=ok?"Copied":"Selected: press Ctrl+C to copy"}
  status.textContent="";
  if(navigator.clipboard&&navigator.clipboard.writeText)navigator.clipboard.writeText(text).then(function(){status.textContent="Copied"},fallback);
  else fallback()}
// One zoom and pan for every pane of a review: fitted to the window (never enlarged) until
// the reader zooms; 1:1 shows a snapshot point per CSS pixel. The wheel, the buttons and the
// keys zoom, dragging pans, and every pane follows.
function zoomView(w,h,readout,oneToOne){var v={z:1,x:0,y:0,fit:true,w:w,h:h,ports:[]};
  function port0(){return v.ports[0]&&v.ports[0].port}
  function fitZ(){var p=port0();return p?Math.min(1,p.clientWidth/v.w,p.clientHeight/v.h):1}
  function clamp(){var p=port0();if(!p)return;var pw=p.clientWidth,ph=p.clientHeight,cw=v.w*v.z,ch=v.h*v.z;
    v.x=cw<=pw?(pw-cw)/2:Math.min(0,Math.max(pw-cw,v.x));v.y=ch<=ph?(ph-ch)/2:Math.min(0,Math.max(ph-ch,v.y))}
  v.apply=function(){clamp();var t="translate("+v.x+"px, "+v.y+"px) scale("+v.z+")";
    v.ports.forEach(function(p){p.content.style.transform=t});
    readout.textContent=Math.round(v.z*100)+" %";oneToOne.setAttribute("aria-pressed",String(v.z===1&&!v.fit))};
  // The panes as high as the window leaves room for, as wide as the sheet shares out.
  // What follows the panes in their figure (a slider) stays in view; the details beside
  // them (below, in a narrow window) scroll.
  v.layout=function(){var p=port0();if(!p)return;var sheet=review.firstChild;
    v.ports.forEach(function(q){q.port.style.height="0px";q.port.parentNode.style.flexBasis=v.w+"px"});
    var rs=getComputedStyle(review),ss=getComputedStyle(sheet),top=p.getBoundingClientRect().top-sheet.getBoundingClientRect().top+sheet.scrollTop;
    var below=p.parentNode.getBoundingClientRect().bottom-p.getBoundingClientRect().bottom;
    var room=review.clientHeight-parseFloat(rs.paddingTop)-parseFloat(rs.paddingBottom)-top-below-parseFloat(ss.paddingBottom)-2;var pw=p.clientWidth;
    var ph=Math.max(120,Math.min(v.h*Math.min(1,pw/v.w),room));
    v.ports.forEach(function(q){q.port.style.height=ph+"px"});
    if(v.fit){v.z=fitZ();var edge=p.offsetWidth-p.clientWidth;
      v.ports.forEach(function(q){q.port.parentNode.style.flexBasis=Math.max(v.w*v.z+edge,96)+"px"})}
    v.apply()};
  v.zoom=function(factor,px,py){var p=port0();if(!p)return;if(px==null){px=p.clientWidth/2;py=p.clientHeight/2}
    var z=Math.max(Math.min(fitZ(),1),Math.min(8,v.z*factor));v.x=px-(px-v.x)*z/v.z;v.y=py-(py-v.y)*z/v.z;v.z=z;v.fit=false;v.apply()};
  v.toFit=function(){v.fit=true;v.x=0;v.y=0;v.layout()};
  v.toggleOne=function(){if(v.z===1&&!v.fit){v.toFit();return}v.fit=false;v.z=1;v.x=0;v.y=0;v.apply()};
  v.grow=function(w,h){if(w<=v.w&&h<=v.h)return;v.w=Math.max(v.w,w);v.h=Math.max(v.h,h);v.layout()};
  // A pane around `content`; the images in it are measured as they load.
  v.port=function(content){var port=el("div",{"class":"viewport"},[content]);v.ports.push({port:port,content:content});
    var drag=null;
    port.addEventListener("wheel",function(ev){ev.preventDefault();var r=port.getBoundingClientRect();
      v.zoom(Math.exp(-ev.deltaY*(ev.deltaMode?0.05:0.002)),ev.clientX-r.left,ev.clientY-r.top)},{passive:false});
    port.addEventListener("pointerdown",function(ev){if(ev.button!==0)return;ev.preventDefault();port.setPointerCapture(ev.pointerId);
      drag={x:ev.clientX-v.x,y:ev.clientY-v.y};port.classList.add("dragging")});
    port.addEventListener("pointermove",function(ev){if(!drag)return;v.x=ev.clientX-drag.x;v.y=ev.clientY-drag.y;v.fit=false;v.apply()});
    function end(){drag=null;port.classList.remove("dragging")}
    port.addEventListener("pointerup",end);port.addEventListener("pointercancel",end);
    return port};
  return v}
function openReview(e){hideReview();reviewing=e;history.scrollRestoration="manual";
  if(location.hash!==hashFor(e.id))history.replaceState(null,"",hashFor(e.id));
  var sheet=el("div",{"class":"sheet"});
  var close=el("button",{"class":"chip",type:"button",text:"Close (Esc)"});close.addEventListener("click",closeReview);
  var list=failures(),at=list.findIndex(function(c){return c.id===e.id});
  var where=el("p",{"class":"position",text:[traitsText(e)||"default traits"].concat(at>=0?["failure "+(at+1)+" of "+list.length]:[e.status]).join(" · ")});
  var hint=el("p",{"class":"keys",id:"reviewKeys"},[kbd("n"),text(" / "),kbd("p"),text(" next / previous failure · "),kbd("c"),text(" copy accept command · "),
    kbd("+"),text(" / "),kbd("−"),text(" zoom, "),kbd("0"),text(" fit, "),kbd("1"),text(" 1:1, drag to pan · "),kbd("Esc"),text(" close")]);
  sheet.appendChild(el("header",{},[el("div",{"class":"titles"},[el("h2",{id:"reviewTitle",text:e.definition+" › "+e.variant+(e.keyframe?" › "+keyframeLabel(e.keyframe):"")}),where,hint]),close]));
  // The pixels, and with an accessibility snapshot its own tab; a hidden tab holds no
  // images, so only what is shown loads.
  var pixels=el("div",{"class":"panel",id:"panel-pixels"});
  var modes=el("div",{"class":"modes",role:"group","aria-label":"Review mode"});var pane=el("div",{"class":"pane"});
  var readout=el("output",{"class":"zoom-level","aria-live":"polite"});
  var oneToOne=el("button",{"class":"chip",type:"button","data-zoom":"1:1","aria-pressed":"false",text:"1:1",title:"Actual size (1)"});
  var zoomBar=el("div",{"class":"zoom",role:"group","aria-label":"Zoom"},[
    zoomButton("out","−","Zoom out (−)"),zoomButton("in","+","Zoom in (+)"),zoomButton("fit","Fit","Fit to window (0)"),oneToOne,readout]);
  function zoomButton(name,label,title){var b=el("button",{"class":"chip",type:"button","data-zoom":name,title:title,"aria-label":title,text:label});
    b.addEventListener("click",function(){if(!view)return;if(name==="fit")view.toFit();else view.zoom(name==="in"?1.25:0.8)});return b}
  oneToOne.addEventListener("click",function(){if(view)view.toggleOne()});
  var names=[["side","Side by side"],["slider","Slider"],["blink","Blink"],["onion","Onion skin"],["diff","Diff mask"]];
  var pt=function(n){return n?n/SCALE:0};
  var zoom=zoomView(pt(e.width)||240,pt(e.height)||160,readout,oneToOne);
  function show(mode){if(blinkTimer){clearInterval(blinkTimer);blinkTimer=null}pane.innerHTML="";zoom.ports=[];view=zoom;
    modes.querySelectorAll("button").forEach(function(b){b.setAttribute("aria-pressed",String(b.dataset.mode===mode))});
    var exp=e.images.expected,act=e.images.actual,dif=e.images.diff;
    // An image's size in points, as `natural` sets it, whatever the pane shows of it.
    function pts(i,side){return+i.getAttribute(side)||0}
    function shot(src,alt,cls,done){var i=natural(src,alt,cls,function(){zoom.grow(pts(i,"width"),pts(i,"height"));if(done)done()});i.draggable=false;return i}
    if(mode==="side"){[["Expected",exp],["Actual",act],["Diff",dif]].forEach(function(p){if(p[1])pane.appendChild(
      el("figure",{},[el("figcaption",{text:p[0]}),zoom.port(shot(p[1],p[0]+" image","shot"))]))})}
    else if(mode==="diff"){if(dif)pane.appendChild(el("figure",{},[el("figcaption",{text:"Diff mask"}),zoom.port(shot(dif,"Diff mask","shot"))]))}
    else{var stage=el("div",{"class":"stage"});
      // Both at their own sizes, aligned top-left; the stage holds the larger of the two.
      function fit(){stage.style.width=Math.max(pts(base,"width"),pts(top,"width"))+"px";stage.style.height=Math.max(pts(base,"height"),pts(top,"height"))+"px"}
      var base=shot(exp,"Expected image","shot base-img",fit);var top=shot(act,"Actual image","shot top-img",fit);
      stage.appendChild(base);stage.appendChild(top);var fig=el("figure",{},[el("figcaption",{text:"Expected and actual"}),zoom.port(stage)]);
      if(mode==="slider"){var r=el("input",{type:"range",min:"0",max:"100",value:"50","aria-label":"Reveal actual"});
        function clip(){top.style.clipPath="inset(0 "+(100-r.value)+"% 0 0)"}r.addEventListener("input",clip);clip();fig.appendChild(r)}
      if(mode==="onion"){var o=el("input",{type:"range",min:"0",max:"100",value:"50","aria-label":"Actual opacity"});
        function op(){top.style.opacity=String(o.value/100)}o.addEventListener("input",op);op();fig.appendChild(o)}
      if(mode==="blink"){blinkTimer=setInterval(function(){top.style.visibility=top.style.visibility==="hidden"?"visible":"hidden"},500)}
      pane.appendChild(fig)}
    if(!review.hidden)zoom.layout()}
  names.forEach(function(n){if((!e.images.expected||!e.images.actual)&&n[0]!=="side")return;
    if(n[0]==="diff"&&!e.images.diff)return;
    var b=el("button",{"class":"chip",type:"button","data-mode":n[0],text:n[1]});b.addEventListener("click",function(){show(n[0])});modes.appendChild(b)});
  var d=e.difference;
  if(d&&d.sizeMismatch){var sz=d.sizeMismatch.split(" vs ");
    pixels.appendChild(el("p",{"class":"size-change",text:"Size changed: reference "+sz[0].replace("x","×")+" px, rendering "+(sz[1]||"").replace("x","×")+" px"}))}
  pixels.appendChild(el("div",{"class":"toolbar"},[modes,zoomBar]));pixels.appendChild(pane);
  // The figures, the message and the accept command beside the images (below them when
  // the window is narrow).
  var details=el("aside",{"class":"details","aria-label":"Details"});
  if(d){var dl=el("dl",{"class":"figures"});
    function row(k,v){dl.appendChild(el("dt",{text:k}));dl.appendChild(el("dd",{text:v}))}
    if(d.sizeMismatch)row("Size",d.sizeMismatch.replace(" vs "," → ")+" px");else{row("Mismatched pixels",d.mismatchedPixels+" ("+(d.mismatchedRatio*100).toFixed(3)+" %)");
      row("Largest channel difference",String(d.maxChannelDelta));if(d.bounds)row("Changed area","x "+d.bounds[0]+", y "+d.bounds[1]+", "+d.bounds[2]+"×"+d.bounds[3])}
    details.appendChild(dl)}
  var a11y=e.accessibility?el("div",{"class":"panel",id:"panel-a11y"}):null;
  var tabs=[["pixels","Pixels",pixels]];if(a11y)tabs.push(["a11y","Accessibility",a11y]);
  function select(name,focus){if(blinkTimer){clearInterval(blinkTimer);blinkTimer=null}
    tabs.forEach(function(t){var on=t[0]===name;t[2].hidden=!on;if(!t[3])return;
      t[3].setAttribute("aria-selected",String(on));t[3].tabIndex=on?0:-1;if(on&&focus)t[3].focus()});
    if(name==="pixels"){if(a11y)a11y.innerHTML="";show("side")}else{pane.innerHTML="";zoom.ports=[];view=null;a11y.innerHTML="";a11y.appendChild(a11yPanel(e))}}
  if(a11y){var bar=el("div",{"class":"tabs",role:"tablist","aria-label":"Review"});
    tabs.forEach(function(t,i){var b=el("button",{"class":"tab",type:"button",role:"tab",id:"tab-"+t[0],"aria-controls":"panel-"+t[0],"data-tab":t[0],text:t[1]});
      t.push(b);t[2].setAttribute("role","tabpanel");t[2].setAttribute("aria-labelledby","tab-"+t[0]);
      b.addEventListener("click",function(){select(t[0])});
      b.addEventListener("keydown",function(ev){var k=ev.key;if(k!=="ArrowLeft"&&k!=="ArrowRight"&&k!=="Home"&&k!=="End")return;ev.preventDefault();
        var j=k==="Home"?0:k==="End"?tabs.length-1:(i+(k==="ArrowRight"?1:tabs.length-1))%tabs.length;select(tabs[j][0],true)});
      bar.appendChild(b)});
    sheet.appendChild(bar)}
  var body=el("div",{"class":"review-body"},[pixels,a11y,details]);sheet.appendChild(body);
  if(e.message)details.appendChild(el("p",{"class":"meta",text:e.message}));
  if(e.acceptCommand){var code=el("code",{"class":"cmd",id:"acceptCommand",text:e.acceptCommand});
    var status=el("span",{"class":"copied",role:"status"});
    var copy=el("button",{"class":"chip",type:"button",id:"copyCommand",title:"Copy the accept command (c)",text:"Copy command"});
    copy.addEventListener("click",function(){copyText(e.acceptCommand,code,status)});
    details.appendChild(el("div",{"class":"accept"},[el("p",{"class":"meta",text:"To accept this rendering:"}),
      el("div",{"class":"accept-row"},[code,copy,status])]))}
  // An entry whose pixels match opens on what it was opened for: its accessibility, when that
  // changed or has findings; else (a link to a passing snapshot) on its pixels.
  var said=e.accessibility&&(e.accessibility.status!=="passed"||(e.accessibility.violations||[]).length>0);
  var a11yFirst=a11y&&said&&!d&&!e.images.actual&&!e.images.diff;
  review.appendChild(sheet);review.hidden=false;select(a11yFirst?"a11y":"pixels");close.focus()}
function kbd(k){return el("kbd",{text:k})}
function text(t){return document.createTextNode(t)}
window.addEventListener("resize",function(){if(view&&!review.hidden)view.layout()});
// The page's keys, shown in its header; a review adds its own, shown in the review.
var keyHint=el("p",{"class":"keys",id:"pageKeys"},[kbd("/"),text(" search · "),kbd("j"),text(" / "),kbd("k"),text(" next / previous variant · "),
  kbd("n"),text(" / "),kbd("p"),text(" next / previous failure · "),kbd("Enter"),text(" review")]);
document.querySelector("header.top .controls").appendChild(keyHint);
document.addEventListener("keydown",function(ev){
  if(ev.key==="Escape"){closeReview();return}
  // A slider keeps its keys, the search box its letters; the browser keeps its shortcuts.
  var focused=document.activeElement;if(ev.ctrlKey||ev.metaKey||ev.altKey)return;
  if(focused&&(focused===search||focused.type==="range"))return;
  if(ev.key==="n"||ev.key==="p"){ev.preventDefault();stepFailure(ev.key==="n"?1:-1);return}
  if(!review.hidden){var k=ev.key;
    if(k==="c"){var b=document.getElementById("copyCommand");if(b){ev.preventDefault();b.click()}return}
    if(!view)return;
    if(k==="+"||k==="="){ev.preventDefault();view.zoom(1.25)}else if(k==="-"||k==="−"){ev.preventDefault();view.zoom(0.8)}
    else if(k==="0"){ev.preventDefault();view.toFit()}else if(k==="1"){ev.preventDefault();view.toggleOne()}
    return}
  if(ev.key==="/"&&document.activeElement!==search){ev.preventDefault();search.focus();return}
  if(ev.key==="j"||ev.key==="ArrowDown"||ev.key==="k"||ev.key==="ArrowUp"){if(!cards.length)return;ev.preventDefault();
    var step=(ev.key==="j"||ev.key==="ArrowDown")?1:-1;state.current=Math.max(0,Math.min(cards.length-1,state.current+step));
    cards.forEach(function(c,i){c.classList.toggle("current",i===state.current)});cards[state.current].focus();}});
// A link to a snapshot opens its review, passing or not (a headless screenshot of the link
// paints that snapshot); a link to anything else scrolls to it, below the header.
function follow(){var id=location.hash.slice(1);try{id=decodeURIComponent(id)}catch(x){}
  if(!id){if(reviewing){hideReview();reviewing=null}return}
  if(reviewing&&reviewing.id===id)return;
  var t=document.getElementById(id),e=byId[id];
  root.style.setProperty("--header-h",document.querySelector("header.top").offsetHeight+"px");
  // A review opens over the page where it is: its card is scrolled to when it closes.
  if(e&&t&&t.classList.contains("card")){highlight(t);openReview(e);return}
  if(reviewing){hideReview();reviewing=null}
  if(t){t.scrollIntoView({block:"start"});if(t.classList.contains("card")){highlight(t);t.focus({preventScroll:true})}}}
window.addEventListener("hashchange",follow);render();follow();
// The browser scrolls to the element a link names until the page has loaded (and, reloaded,
// to where it was: not while a review is open); under an open review the page stays at its
// top, where a screenshot of the window paints it.
window.addEventListener("load",function(){if(reviewing)scrollTo(0,0)});
