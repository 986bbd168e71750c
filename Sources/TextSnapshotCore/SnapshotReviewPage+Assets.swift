/// The page's style sheet and script, written into the page itself: it loads nothing else.
extension SnapshotReviewPage {
    /// The style sheet.
    ///
    /// Frames scroll sideways inside their own box, so a wide snapshot never widens the page; the
    /// accepted and pending frames sit side by side where they fit and one above the other where
    /// they do not. Changed cells are outlined in magenta (`#FF00FF`), a colour no frame chrome uses.
    static let styleSheet = """
        :root { --bg: #FFFFFF; --fg: #1A1A1A; --rule: #C8C8C8; --muted: #5F5F5F; --mark: #FF00FF;
          --accent: #0B57D0; color-scheme: light; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 15px/1.4 system-ui, sans-serif; color: var(--fg); background: #F4F4F4; }
        header { padding: 12px 16px; background: var(--bg); border-bottom: 1px solid var(--rule); }
        h1 { margin: 0 0 4px; font-size: 20px; }
        h2 { margin: 24px 0 8px; font-size: 17px; overflow-wrap: anywhere; }
        h3 { margin: 0 0 8px; font-size: 15px; overflow-wrap: anywhere; }
        h3 a { color: inherit; }
        p { margin: 4px 0; }
        nav { display: flex; flex-wrap: wrap; gap: 4px 12px; margin-top: 8px; font-size: 13px; }
        nav a { color: var(--accent); overflow-wrap: anywhere; }
        main { padding: 0 16px 48px; }
        .toggle { position: absolute; opacity: 0; pointer-events: none; }
        .button { display: inline-block; padding: 2px 10px; border: 1px solid var(--accent); border-radius: 4px;
          color: var(--accent); cursor: pointer; background: var(--bg); }
        .keys { color: var(--muted); font-size: 13px; }
        kbd { font: 12px ui-monospace, "DejaVu Sans Mono", monospace; border: 1px solid var(--rule);
          border-radius: 3px; padding: 0 4px; background: #FAFAFA; }
        .when-all { display: none; }
        .toggle:checked ~ header .when-all { display: inline; }
        .toggle:checked ~ header .when-changed { display: none; }
        .toggle:not(:checked) ~ main .suite:not([data-changed]),
        .toggle:not(:checked) ~ main .snap:not([data-changed]),
        .toggle:not(:checked) ~ header nav a:not([data-changed]) { display: none; }
        .toggle:checked ~ main .none { display: none; }
        .snap { margin: 0 0 12px; padding: 10px; background: var(--bg); border: 1px solid var(--rule);
          border-radius: 6px; min-width: 0; }
        .snap.current { border-color: var(--accent); box-shadow: 0 0 0 2px var(--accent); }
        .snap:focus { outline: none; }
        .badge { font-size: 12px; padding: 1px 6px; border-radius: 3px; background: #FFE8A3; }
        .tag { font-size: 12px; padding: 1px 6px; border-radius: 3px; background: #E3ECFD; }
        .pair { display: flex; flex-wrap: wrap; gap: 12px; }
        figure { margin: 0; min-width: 0; max-width: 100%; }
        figcaption { font-size: 13px; color: var(--muted); margin-bottom: 2px; }
        .frame { max-width: 100%; overflow-x: auto; background: var(--bg); border: 1px solid var(--rule); }
        .frame pre { margin: 0; padding: 4px; font: 13px/1.25 "DejaVu Sans Mono", ui-monospace, Menlo,
          Consolas, monospace; color: var(--fg); background: var(--bg); }
        .frame .c, .frame .w, .frame .m { display: inline-block; height: 1.25em; vertical-align: top; }
        .frame .w { width: 2ch; text-align: center; }
        .frame .m { outline: 2px solid var(--mark); outline-offset: -2px; }
        details.diff { margin-top: 8px; }
        details.diff pre { margin: 4px 0 0; padding: 6px; overflow-x: auto; max-width: 100%;
          font: 12px/1.3 "DejaVu Sans Mono", ui-monospace, monospace; background: #FAFAFA;
          border: 1px solid var(--rule); }
        ins { text-decoration: none; background: #DDF5DD; display: inline-block; min-width: 100%; }
        del { text-decoration: none; background: #FBE0E0; display: inline-block; min-width: 100%; }
        .commands { display: flex; flex-wrap: wrap; gap: 6px; margin-top: 8px; }
        .commands code { font: 12px "DejaVu Sans Mono", ui-monospace, monospace; padding: 2px 6px;
          background: #F0F0F0; border-radius: 3px; overflow-wrap: anywhere; user-select: all; }
        .none { margin: 16px 0; }
        """

    /// The script: keys to step through the snapshots shown, open a diff, copy a command, and switch
    /// between changed and all.
    ///
    /// Opening the page at `#all` shows all. After loading it records in
    /// `data-overflow` on the body how many boxes reach past the page's width (the browser test
    /// reads it).
    static let script = """
        (() => {
          const all = document.getElementById('show-all');
          if (location.hash === '#all') all.checked = true;
          let current = null;
          const shown = () => [...document.querySelectorAll('article.snap')].filter((a) => a.offsetParent !== null);
          function select(article) {
            if (current) current.classList.remove('current');
            current = article;
            if (!article) return;
            article.classList.add('current');
            article.focus({ preventScroll: true });
            article.scrollIntoView({ block: 'start' });
          }
          function step(delta) {
            const list = shown();
            if (list.length === 0) return;
            const index = list.indexOf(current);
            const next = index < 0 ? (delta > 0 ? 0 : list.length - 1) : Math.min(Math.max(index + delta, 0), list.length - 1);
            select(list[next]);
          }
          document.addEventListener('click', (event) => {
            const article = event.target.closest && event.target.closest('article.snap');
            if (article && article !== current) { if (current) current.classList.remove('current'); current = article; article.classList.add('current'); }
          });
          document.addEventListener('keydown', (event) => {
            if (event.metaKey || event.ctrlKey || event.altKey) return;
            switch (event.key) {
              case 'j': case 'n': step(1); break;
              case 'k': case 'p': step(-1); break;
              case 'a': all.checked = !all.checked; select(null); break;
              case 'd': if (current) current.querySelectorAll('details.diff').forEach((d) => { d.open = !d.open; }); break;
              case 'c':
                if (current && navigator.clipboard) navigator.clipboard.writeText(current.dataset.accept);
                break;
              default: return;
            }
            event.preventDefault();
          });
          function checkLayout() {
            const width = document.documentElement.clientWidth;
            const boxes = document.querySelectorAll('header, nav, .suite, .snap, figure, .frame, details, .commands');
            const over = [...boxes].filter((box) => {
              const rect = box.getBoundingClientRect();
              return rect.width > 0 && (rect.right > width + 0.5 || rect.left < -0.5);
            });
            const page = document.documentElement.scrollWidth > width ? 1 : 0;
            document.body.dataset.overflow = String(over.length + page);
            document.body.dataset.overflowFirst = over.length ? (over[0].id || over[0].className || over[0].tagName) : '';
          }
          addEventListener('load', checkLayout);
        })();
        """
}
