"use strict";
var report=JSON.parse(document.getElementById("report").textContent);
var SCALE=2;var state={query:"",statuses:new Set(),traits:{},a11y:false,current:-1};
var root=document.documentElement;
var saved=null;try{saved=localStorage.getItem("catalog-theme")}catch(e){}
function applyTheme(t){root.setAttribute("data-theme",t)}
applyTheme(saved||(matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"));
document.getElementById("theme").addEventListener("click",function(){
  var t=root.getAttribute("data-theme")==="dark"?"light":"dark";applyTheme(t);
  try{localStorage.setItem("catalog-theme",t)}catch(e){}});
function el(tag,attrs,children){var e=document.createElement(tag);
  for(var k in attrs||{}){if(k==="text")e.textContent=attrs[k];else e.setAttribute(k,attrs[k])}
  (children||[]).forEach(function(c){if(c)e.appendChild(c)});return e}
