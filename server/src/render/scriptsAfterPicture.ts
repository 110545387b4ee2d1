import { createHash } from 'node:crypto';
import { OPEN_WITHOUT_POPOVERS, SUBMIT_HELD } from '@/contract/pages';
import { escapeHtml } from '../seo/escape';

/**
 * Starts the website's scripts once the page's largest picture (the one the page preloads with
 * `fetchpriority="high"`) has arrived and been painted, or at once when the page has none
 * (decision 036). On mobile data the scripts would otherwise share the link with that picture.
 * After 3 s they start anyway: a picture that never comes must not keep the page from working.
 * The scripts keep their order (`async = false`), as `defer` did. The page's own code
 * (`data-page-scripts`, decision 084) is asked for once the website's last script has arrived and
 * run its first task: it then downloads while the website starts, on a link the website's code no
 * longer needs, and is there when hydration asks for it. Plain ES5: it runs before anything else.
 *
 * Until a form's code runs, the browser would send the form itself (a GET of the page with the
 * fields in its address): every form of the site is sent by its code, so a submit that no code
 * has taken is held (`SUBMIT_HELD`) and sent by the form's code once it runs (decision 039,
 * src/app/earlyInput/). React's handlers, on the page's root, run before this one.
 *
 * The phone menu is a popover the browser opens, and closes on Escape or a tap beside it, with
 * no code of ours (src/app/layout/siteMenuButtons.ts). A browser without popovers gets the same
 * here, from the start: the open menu is marked `OPEN_WITHOUT_POPOVERS`.
 */
export const SCRIPTS_AFTER_PICTURE = `(function(self){
document.addEventListener("submit",function(event){
if(event.defaultPrevented)return;event.preventDefault();event.target.setAttribute("${SUBMIT_HELD}","")});
if(!HTMLElement.prototype.hasOwnProperty("popover")){
var shown=function(){return document.querySelector("[popover][${OPEN_WITHOUT_POPOVERS}]")};
document.addEventListener("click",function(event){
var button=event.target.closest&&event.target.closest("[popovertarget]"),open=shown();
if(!button){if(open&&!open.contains(event.target))open.removeAttribute("${OPEN_WITHOUT_POPOVERS}");return}
var popover=document.getElementById(button.getAttribute("popovertarget"));if(!popover)return;
var action=button.getAttribute("popovertargetaction")||"toggle";
if(action==="hide"||(action==="toggle"&&popover.hasAttribute("${OPEN_WITHOUT_POPOVERS}")))popover.removeAttribute("${OPEN_WITHOUT_POPOVERS}");
else popover.setAttribute("${OPEN_WITHOUT_POPOVERS}","")});
document.addEventListener("keydown",function(event){var open=shown();if(open&&event.key==="Escape")open.removeAttribute("${OPEN_WITHOUT_POPOVERS}")})}
var sources=self.getAttribute("data-scripts").split(" "),pageSources=self.getAttribute("data-page-scripts"),started=false;
function add(src){
var script=document.createElement("script");script.src=src;script.async=false;
return document.head.appendChild(script)}
function load(){
if(started)return;started=true;
var last=sources.map(add).pop();
if(pageSources&&last)last.addEventListener("load",function(){pageSources.split(" ").forEach(add)})}
function afterPaint(){if(document.hidden)load();else requestAnimationFrame(function(){setTimeout(load,0)})}
var picture=document.querySelector("img[fetchpriority=high]");
if(!picture||picture.complete)afterPaint();
else{picture.addEventListener("load",afterPaint);picture.addEventListener("error",afterPaint);setTimeout(load,3000)}
})(document.currentScript)`;

/** The loader's source for the Content-Security-Policy: its hash, so no other inline script runs. */
export const SCRIPTS_AFTER_PICTURE_SOURCE = `'sha256-${createHash('sha256')
  .update(SCRIPTS_AFTER_PICTURE)
  .digest('base64')}'`;

/** The loader for the website's script addresses and the page's own, each in the order they run. */
export function scriptsAfterPicture(
  sources: readonly string[],
  pageSources: readonly string[] = [],
): string {
  const page = pageSources.length
    ? ` data-page-scripts="${escapeHtml(pageSources.join(' '))}"`
    : '';
  return `<script data-scripts="${escapeHtml(sources.join(' '))}"${page}>${SCRIPTS_AFTER_PICTURE}</script>`;
}

/** A script element that loads a file: `<script defer src=/main.js></script>`, as built. */
const SCRIPT_FILE = /<script\b[^>]*\bsrc=["']?([^"'\s>]+)["']?[^>]*>\s*<\/script>\s*/gi;

/** The head without its script files, and their addresses in order. */
export function takeScriptFiles(head: string): { head: string; sources: string[] } {
  const sources: string[] = [];
  const rest = head.replace(SCRIPT_FILE, (_tag, source: string) => {
    sources.push(source);
    return '';
  });
  return { head: rest, sources };
}
