// The report's transitions by id: every keyframe entry, the playback (carried by the first
// keyframe only) and the worst status of any keyframe.
var worstFirst=["error","failed","missing","orphaned","recorded","unchanged","passed"];
var transitions={};report.entries.forEach(function(e){var k=e.keyframe;if(!k)return;
  var t=transitions[k.transition]=transitions[k.transition]||{entries:[],playback:null,worst:null,keyframe:k};
  t.entries.push(e);if(e.playback)t.playback=e.playback;
  if(!t.worst||worstFirst.indexOf(e.status)<worstFirst.indexOf(t.worst))t.worst=e.status});
function ms(seconds){return Math.round(seconds*1000)+" ms"}
// "50 % · 175 ms": where in the transition, and when.
function keyframeLabel(k){return(k.duration>0?Math.round(k.time/k.duration*1000)/10:0)+" % · "+ms(k.time)}
var players=[],played={};var calm=matchMedia("(prefers-reduced-motion: reduce)");
function stopPlayers(){players.forEach(function(p){p.stop()});players=[]}
function transitionGroup(id){var t=transitions[id],first=t.entries[0],k=t.keyframe;var traits=traitsText(first);
  var hid="h-transition-"+id;
  var box=el("section",{"class":"transition",id:"transition-"+id,"data-transition":id,"data-status":t.worst,"aria-labelledby":hid},[
    el("h3",{id:hid,"aria-level":"4"},[el("span",{"class":"name",text:first.variant}),
      traits?el("span",{"class":"traits",text:traits}):null,
      el("span",{"class":"badge "+t.worst,title:"Worst of its keyframes"},[
        el("span",{"class":"visually-hidden",text:"worst keyframe: "}),document.createTextNode(t.worst)])]),
    el("p",{"class":"meta",text:ms(k.duration)+" · "+k.count+" keyframe"+(k.count===1?"":"s")})]);
  var media=el("div",{"class":"media"});var name=first.variant+(traits?", "+traits:"");
  var sized=t.entries.filter(function(e){return e.width&&e.height})[0];
  if(t.playback&&t.playback.frames.length)media.appendChild(player(t,name,hid,sized));
  if(t.playback&&t.playback.filmstrip)media.appendChild(el("figure",{"class":"filmstrip-fig"},[
    el("figcaption",{text:"Filmstrip"}),
    natural(t.playback.filmstrip,"Filmstrip of "+name+": "+k.count+" keyframes side by side","filmstrip")]));
  if(media.firstChild)box.appendChild(media);
  box.appendChild(el("div",{"class":"grid keyframes","data-keyframes":id}));return box}
function fillTransition(box,list){var grid=box.lastChild;
  list.slice().sort(function(a,b){return a.keyframe.time-b.keyframe.time||a.keyframe.index-b.keyframe.index})
    .forEach(function(e){grid.appendChild(card(e))})}
// Steps through the playback frames at their rate; the last frame is the end of the
// transition. Plays once when first scrolled to, unless the reader asks for less motion
// or has already scrubbed or pressed Play (their choice wins over a late autoplay);
// filtering draws the page again but does not play it again.
function player(t,name,hid,sized){var pb=t.playback,n=pb.frames.length,fps=pb.framesPerSecond>0?pb.framesPerSecond:30;
  var end=t.keyframe.duration,at=0,timer=null,loaded=false;
  function time(i){return i===n-1?end:Math.min(i/fps,end)}
  // Frames are at half the snapshots' scale, shown as the filmstrip shows them.
  var img=natural(pb.frames[0],"","shot frame");
  if(sized){img.width=Math.round(sized.width/2/SCALE);img.height=Math.round(sized.height/2/SCALE)}
  var play=el("button",{"class":"chip play",type:"button","aria-describedby":hid,text:"Play"});
  var range=el("input",{type:"range",min:"0",max:String(n-1),step:"1",value:"0","aria-label":"Frame of "+name});
  var out=el("output",{"class":"time"});
  function show(i){at=i;img.src=pb.frames[i];range.value=String(i);var when=ms(time(i));out.textContent=when;
    range.setAttribute("aria-valuetext","frame "+(i+1)+" of "+n+", "+when);img.alt=name+", frame "+(i+1)+" of "+n+", "+when}
  function stop(){if(timer){clearInterval(timer);timer=null}play.textContent="Play"}
  function start(){if(timer)return;if(!loaded){loaded=true;pb.frames.forEach(function(s){new Image().src=s})}
    if(at>=n-1)show(0);play.textContent="Pause";
    timer=setInterval(function(){show(Math.min(at+1,n-1));if(at>=n-1)stop()},1000/fps)}
  function mine(){if(seen){seen.disconnect();seen=null}played[id]=true}
  play.addEventListener("click",function(){mine();timer?stop():start()});
  range.addEventListener("input",function(){mine();stop();show(+range.value)});
  show(0);var fig=el("figure",{"class":"player"},[el("figcaption",{text:"Player · "+n+" frames at "+fps+" fps"}),img,
    el("div",{"class":"controls"},[play,range,el("p",{"class":"readout"},[out,document.createTextNode(" of "+ms(end))])])]);
  var id=t.keyframe.transition,seen=null;
  if(!calm.matches&&!played[id]&&window.IntersectionObserver){seen=new IntersectionObserver(function(all){
    if(all.some(function(x){return x.isIntersecting})){seen.disconnect();played[id]=true;start()}},{threshold:.5});seen.observe(img)}
  players.push({stop:function(){stop();if(seen)seen.disconnect()}});return fig}
