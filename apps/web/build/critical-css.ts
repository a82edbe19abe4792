import postcss, { type Rule } from 'postcss';

/** A class name CSS Modules made (`_headline_1hrhr_20`): it styles only elements that carry it. */
const MODULE_CLASS = /\.(_[A-Za-z][\w-]*_[a-z0-9]{5}_\d+)/g;

/**
 * The CSS a prerendered page paints with: the stylesheets' rules, without those that style
 * only elements the page does not have (a selector naming a CSS Modules class the markup
 * never uses). Everything else stays: element and theme rules, fonts, animations. The full
 * stylesheets arrive with the app, before it draws anything the page did not have.
 */
export function criticalCss(css: string, usedClasses: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule: Rule) => {
    // Keyframe steps (`from`, `50%`) are not selectors of elements.
    if (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as { name: string }).name)) return;
    const kept = rule.selectors.filter((selector) =>
      [...selector.matchAll(MODULE_CLASS)].every((match) => match[1] !== undefined && usedClasses.has(match[1])),
    );
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  root.walkAtRules((atRule) => {
    if ((atRule.name === 'media' || atRule.name === 'supports') && (atRule.nodes?.length ?? 0) === 0) atRule.remove();
  });
  return root.toString();
}

/** The class names the markup uses. */
export function classesIn(markup: string): Set<string> {
  return new Set([...markup.matchAll(/class="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(/\s+/)));
}
