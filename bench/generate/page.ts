/**
 * A deterministic home page of about 200 KB in the shape real marketing sites have: head metadata
 * and JSON-LD, a large inline stylesheet, navigation, hero, feature grid, testimonials, pricing,
 * a blog teaser list and a long footer.
 */

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const words =
  'project team client report dashboard planning schedule budget insight workflow automation integration analytics campaign delivery timeline milestone forecast invoice resource capacity portfolio sprint review feedback approval'.split(
    ' ',
  );

export function benchPage(targetBytes = 200 * 1024, seed = 7): string {
  const next = random(seed);
  const word = () => words[Math.floor(next() * words.length)]!;
  const sentence = (n: number) => {
    const text = Array.from({ length: n }, word).join(' ');
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  };
  const hex = () => `#${Math.floor(next() * 0xffffff).toString(16).padStart(6, '0')}`;

  const css: string[] = [':root { --brand-primary: #2b59c3; --color-secondary: #11296b; --accent: #ffcb47; }'];
  for (let i = 0; i < 600; i++) css.push(`.c${i} { color: ${i % 7 === 0 ? '#2b59c3' : hex()}; background: ${i % 5 === 0 ? '#ffffff' : hex()}; padding: ${i % 16}px; border: 1px solid #e5e7eb; }`);

  const head = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Northstar | Client reporting for agencies</title>
<meta name="description" content="Northstar helps agencies plan projects, track time and send beautiful client reports automatically.">
<meta name="theme-color" content="#2b59c3"><meta property="og:site_name" content="Northstar"><meta property="og:type" content="website">
<script type="application/ld+json">{"@context":"https://schema.org","@type":"SoftwareApplication","name":"Northstar","featureList":"Automated client reports, Time tracking, Resource planning"}</script>
<style>${css.join('\n')}</style></head>`;

  const nav = `<header class="site-header"><nav>${Array.from({ length: 20 }, (_, i) => `<a href="/p${i}">${word()}</a>`).join('')}<a class="btn btn-primary" href="/trial">Start free trial</a></nav></header>`;
  const hero = `<section class="hero"><h1>Client reporting on autopilot</h1><p>${sentence(24)}</p><a class="btn cta" href="/trial">Start free trial</a><a class="btn" href="/demo">Book a demo</a></section>`;
  const features = `<section id="features" class="features"><h2>Features</h2>${['Automated Client Reports', 'Time Tracking', 'Resource Planning', 'Budget Alerts', 'Client Portal', 'Integrations'].map((f) => `<div class="feature-card"><h3>${f}</h3><p>${sentence(30)}</p><ul>${Array.from({ length: 4 }, () => `<li>${sentence(6)}</li>`).join('')}</ul></div>`).join('')}</section>`;
  const testimonials = `<section class="testimonials">${Array.from({ length: 6 }, () => `<blockquote>${sentence(20)}<cite>${word()} ${word()}, ${word()} studio</cite></blockquote>`).join('')}</section>`;
  const pricing = `<section class="pricing"><h2>Pricing</h2>${['Starter', 'Team', 'Agency'].map((p, i) => `<div class="plan"><h3>${p}</h3><p>$${(i + 1) * 15} per user / month</p><ul>${Array.from({ length: 8 }, () => `<li>${sentence(5)}</li>`).join('')}</ul></div>`).join('')}</section>`;
  const blog: string[] = [];
  const footer = `<footer>${Array.from({ length: 80 }, (_, i) => `<a href="/f${i}">${word()} ${word()}</a>`).join(' ')}<p>© 2024 Northstar Inc.</p></footer>`;
  let body = `<body>${nav}${hero}${features}${testimonials}${pricing}<section class="blog"><h2>Latest posts</h2>`;
  const tail = `</section>${footer}</body></html>`;
  while (head.length + body.length + blog.join('').length + tail.length < targetBytes) {
    blog.push(`<article class="post c${blog.length % 600}"><h3>${sentence(7)}</h3><p style="color:${hex()}">${sentence(60)}</p><a href="/blog/${blog.length}">Read more</a></article>`);
  }
  body += blog.join('');
  return head + body + tail;
}
