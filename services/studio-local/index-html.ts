/**
 * The built Studio's index.html, adapted to run on this machine only:
 * - without the script `sanity build` adds for Sanity's hosted dashboard (unreachable offline);
 * - with a check that the content lake answers, which tells the editor what to do when it does not
 *   (the first time in a browser: accept the lake's self-signed certificate).
 */

const BRIDGE_SCRIPT = /<script[^>]*\bsrc="https:\/\/core\.sanity-cdn\.[a-z]+\/bridge\.js"[^>]*>\s*<\/script>\s*/g

/** The origin the Studio really calls: with its project hostname, `{projectId}.{apiHost's host}`. */
export function lakeOriginForBrowser(apiHost: string, projectId: string): string {
  const url = new URL(apiHost)
  return `${url.protocol}//${projectId}.${url.host}`
}

function lakeCheckScript(lakeOrigin: string): string {
  const origin = JSON.stringify(lakeOrigin).replace(/</g, '\\u003c')
  return `<script>
(function () {
  var lake = ${origin};
  function explain() {
    var box = document.createElement('div');
    box.setAttribute('role', 'alert');
    box.style.cssText = 'position:fixed;inset:0;z-index:2147483647;overflow:auto;background:#fff;color:#1f2937;font:16px/1.5 system-ui,sans-serif;padding:32px';
    box.innerHTML = '<div style="max-width:40em;margin:0 auto"><h1 style="font-size:1.5em">The Studio cannot reach the content lake</h1>' +
      '<p>The first time you use the Studio in this browser, the browser must accept the content lake\\'s certificate:</p><ol>' +
      '<li>Open <a target="_blank" rel="noopener"></a> (a new tab opens).</li>' +
      '<li>If the browser warns that the connection is not private, choose <b>Advanced</b>, then <b>Proceed</b>.</li>' +
      '<li>Come back to this tab and reload the page.</li></ol>' +
      '<p>If that page does not open at all, the content lake has stopped: run <code>npm run studio</code> again.</p></div>';
    var link = box.querySelector('a');
    link.href = lake + '/';
    link.textContent = lake;
    document.body.appendChild(box);
  }
  fetch(lake + '/v1/ping', { credentials: 'include' }).then(function (res) {
    if (!res.ok) explain();
  }, explain);
})();
</script>
`
}

export function localIndexHtml(html: string, apiHost: string, projectId: string): string {
  const withoutBridge = html.replace(BRIDGE_SCRIPT, '')
  return withoutBridge.replace('</head>', `${lakeCheckScript(lakeOriginForBrowser(apiHost, projectId))}</head>`)
}
