import { contentLinkUrl, sanitizeContentHtml, stripMarkup, userTextToHtml } from '@/lib/content/sanitize';

/**
 * Vectors from the OWASP XSS Filter Evasion Cheat Sheet (and a few mXSS classics). Each is sanitised
 * alone and inside a paragraph; the output must carry no script, handler, dangerous URL or element.
 */
const OWASP_VECTORS = [
  '<SCRIPT SRC=https://xss.rocks/xss.js></SCRIPT>',
  `javascript:/*--></title></style></textarea></script></xmp><svg/onload='+/"/+/onmouseover=1/+/[*/[]/+alert(1)//'>`,
  '<IMG SRC="javascript:alert(\'XSS\');">',
  "<IMG SRC=javascript:alert('XSS')>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  '<IMG SRC=`javascript:alert("RSnake says, \'XSS\'")`>',
  '<a onmouseover="alert(document.cookie)">xxs link</a>',
  '<a onmouseover=alert(document.cookie)>xxs link</a>',
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>"\\>',
  '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<IMG SRC=&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>',
  '<IMG SRC="jav\tascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x09;ascript:alert(\'XSS\');">',
  '<IMG SRC="jav&#x0A;ascript:alert(\'XSS\');">',
  '<IMG SRC=" &#14;  javascript:alert(\'XSS\');">',
  '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>',
  '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>',
  '<<SCRIPT>alert("XSS");//\\<</SCRIPT>',
  '<SCRIPT SRC=http://xss.rocks/xss.js?< B >',
  '<IMG SRC="`<javascript:alert>`(\'XSS\')"',
  '</TITLE><SCRIPT>alert("XSS");</SCRIPT>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(\'XSS\');">',
  '<BODY BACKGROUND="javascript:alert(\'XSS\')">',
  '<IMG DYNSRC="javascript:alert(\'XSS\')">',
  '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  "<svg/onload=alert('XSS')>",
  '<BGSOUND SRC="javascript:alert(\'XSS\');">',
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  '<IFRAME SRC="javascript:alert(\'XSS\');"></IFRAME>',
  '<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>',
  '<FRAMESET><FRAME SRC="javascript:alert(\'XSS\');"></FRAMESET>',
  '<TABLE BACKGROUND="javascript:alert(\'XSS\')">',
  '<TABLE><TD BACKGROUND="javascript:alert(\'XSS\')">',
  '<DIV STYLE="background-image: url(javascript:alert(\'XSS\'))">',
  '<DIV STYLE="width: expression(alert(\'XSS\'));">',
  '<IMG STYLE="xss:expr/*XSS*/ession(alert(\'XSS\'))">',
  "<STYLE>@import'http://xss.rocks/xss.css';</STYLE>",
  '<BASE HREF="javascript:alert(\'XSS\');//">',
  '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;avascript:alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="//evil.example/phish">click</a>',
  '<span data-type="link" data-url="javascript:alert(1)">tag</span>',
  '<span data-type="stock" data-code="600519" onclick="alert(1)">贵州茅台</span>',
  '<img src="https://cdn.example/x.png" onload="alert(1)" width="10" height="10">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<p style="position:fixed;top:0;left:0;width:100%;height:100%">overlay</p>',
  '<template><script>alert(1)</script></template>',
];

/** What must never survive: executable elements, handlers, script-capable URLs, styles. */
const FORBIDDEN = [
  /<\s*script/i,
  /<\s*(iframe|frame|frameset|object|embed|svg|math|style|link|meta|base|form|input|button|video|source|details|body|template|noscript|bgsound)\b/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:(?!image\/(png|jpeg|gif|webp))/i,
  /\sstyle\s*=/i,
  /\sbackground\s*=/i,
  /expression\s*\(/i,
  /href="\/\//i,
  /src="\/\//i,
];

describe('sanitizeContentHtml: OWASP XSS vectors', () => {
  test.each(OWASP_VECTORS)('%s', (vector) => {
    for (const output of [sanitizeContentHtml(vector), sanitizeContentHtml(`<p>before ${vector} after</p>`)]) {
      // Text is escaped (a "<" in text is &lt;), so every "<" left opens real markup: only markup counts.
      const markup = output.match(/<[^>]*>/g) ?? [];
      for (const tag of markup) for (const pattern of FORBIDDEN) expect(tag).not.toMatch(pattern);
      for (const tag of markup)
        expect(tag).toMatch(
          /^<\/?(p|br|h2|h3|h4|strong|b|em|i|u|s|blockquote|ul|ol|li|a|span|img|figure|figcaption|table|thead|tbody|tr|th|td|hr|sup|sub|code|pre)[\s/>]/,
        );
      // Every link left is ours: a path under /h5 (the transit page carries foreign targets, encoded).
      for (const [, link] of output.matchAll(/href="([^"]*)"/g)) expect(link).toMatch(/^\/h5\//);
    }
  });

  test('the vectors are really exercised: unsanitised, most of them would match', () => {
    const raw = OWASP_VECTORS.filter((vector) => FORBIDDEN.some((pattern) => pattern.test(vector)));
    expect(raw.length).toBeGreaterThan(OWASP_VECTORS.length * 0.8);
  });
});

describe('sanitizeContentHtml: what editors write survives', () => {
  test('paragraphs, headings, lists, tables and emphasis are kept; h1 becomes h2', () => {
    const html =
      '<h1>标题</h1><p><strong>粗体</strong>与<em>斜体</em></p><ul><li>一</li></ul><table><tbody><tr><td colspan="2">格</td></tr></tbody></table>';
    expect(sanitizeContentHtml(html)).toBe(
      '<h2>标题</h2><p><strong>粗体</strong>与<em>斜体</em></p><ul><li>一</li></ul><table><tbody><tr><td colspan="2">格</td></tr></tbody></table>',
    );
  });

  test('images are lazy with width and height; a missing size gets a 16:9 default; foreign schemes are dropped', () => {
    expect(sanitizeContentHtml('<img src="/h5/og/app.png" alt="图" width="600" height="300">')).toBe(
      '<img src="/h5/og/app.png" alt="图" width="600" height="300" loading="lazy" decoding="async" />',
    );
    expect(sanitizeContentHtml('<img src="https://img.example.cn/a.jpg">')).toBe(
      '<img src="https://img.example.cn/a.jpg" alt="" width="690" height="388" loading="lazy" decoding="async" />',
    );
    expect(sanitizeContentHtml('<img src="http://img.example.cn/a.jpg"><img src="data:image/png;base64,AAAA">')).toBe(
      '',
    );
  });

  test('§3 tags become our links: stock (with the native-jump data), user, topic, own link, foreign link via transit', () => {
    const out = sanitizeContentHtml(
      '<span data-type="stock" data-code="600519">贵州茅台</span><span data-type="user" data-id="2">陈思远</span><span data-type="topic" data-id="3">#话题#</span><span data-type="link" data-url="/h5/tool/ipo">新股</span><a href="https://evil.example/x">外链</a>',
    );
    expect(out).toContain(
      '<a href="/h5/tool/lhb/stock/detail?code=600519" class="tag tag-stock" data-stock="600519" data-stock-market="sh">贵州茅台</a>',
    );
    expect(out).toContain('<a href="/h5/teacherInfo/v2?teacherId=2" class="tag tag-user">陈思远</a>');
    expect(out).toContain('<a href="/h5/topic/v2/3" class="tag tag-topic">#话题#</a>');
    expect(out).toContain('<a href="/h5/tool/ipo" class="tag tag-link">新股</a>');
    expect(out).toContain(
      `<a href="/h5/transitPage?target=${encodeURIComponent('https://evil.example/x')}" class="link">外链</a>`,
    );
  });

  test('a link with another scheme is text, not a link (not even to the transit page)', () => {
    expect(
      sanitizeContentHtml(
        '<a href="javascript:alert(1)">x</a><a href="mailto:a@b.cn">y</a><span data-type="link" data-url="data:text/html,1">z</span>',
      ),
    ).toBe('<span>x</span><span>y</span><span>z</span>');
  });

  test('a tag with a bad id or code is plain text, not a link', () => {
    expect(
      sanitizeContentHtml(
        '<span data-type="stock" data-code="60051x">坏</span><span data-type="user" data-id="-1">坏</span>',
      ),
    ).toBe('<span>坏</span><span>坏</span>');
  });
});

describe('user text', () => {
  test('stripMarkup drops markup and keeps ordinary signs', () => {
    expect(stripMarkup('a < b & c <img src=x onerror=alert(1)> "引号"')).toBe('a < b & c  "引号"');
    expect(stripMarkup('<script>alert(1)</script>好文')).toBe('好文');
  });

  test('userTextToHtml escapes, splits lines and turns $名称(代码)$ into a stock tag', () => {
    const html = userTextToHtml('关注$贵州茅台(600519)$的回调\n<b>加粗</b>和 "引号"');
    expect(html).toBe(
      '<p>关注<span data-type="stock" data-code="600519">贵州茅台(600519)</span>的回调</p><p>加粗和 &quot;引号&quot;</p>',
    );
    expect(sanitizeContentHtml(html)).toContain('class="tag tag-stock" data-stock="600519"');
  });

  test('contentLinkUrl keeps our own paths and sends the rest through the transit page', () => {
    expect(contentLinkUrl('/h5/flash/calendar')).toBe('/h5/flash/calendar');
    expect(contentLinkUrl('/h5/../evil')).toMatch(/^\/h5\/transitPage\?target=/);
    expect(contentLinkUrl('https://example.com')).toBe('/h5/transitPage?target=https%3A%2F%2Fexample.com');
  });
});
