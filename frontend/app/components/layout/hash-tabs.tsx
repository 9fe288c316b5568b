import { useRef, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useHydrated } from '../hooks/use-hydrated';
import { Prose } from './prose';
import type { AttorneyTab } from '../../content/types';

/**
 * Tabs whose selection lives in the URL hash (#bio, #education, ...): the first tab is the default, and
 * browser back/forward moves between tabs. The pre-rendered page and the hydration pass show the default
 * tab (the server never sees a hash); the hash takes over right after.
 */
export function HashTabs({ tabs, label }: { tabs: AttorneyTab[]; label: string }) {
  const { hash } = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const tabRefs = useRef<(HTMLAnchorElement | null)[]>([]);
  const fromHash = tabs.find((tab) => `#${tab.id}` === hash);
  const activeId = (hydrated ? fromHash?.id : undefined) ?? tabs[0]?.id;

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const nextIndex = (target + tabs.length) % tabs.length;
    const nextTab = tabs[nextIndex];
    if (!nextTab) return;
    tabRefs.current[nextIndex]?.focus();
    void navigate({ hash: nextTab.id }, { preventScrollReset: true });
  };

  return (
    <div className="hash-tabs">
      <div role="tablist" aria-label={label} className="hash-tabs__list">
        {tabs.map((tab, index) => {
          const selected = tab.id === activeId;
          return (
            <Link
              key={tab.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              to={{ hash: tab.id }}
              preventScrollReset
              role="tab"
              id={`tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              className={`hash-tabs__tab${selected ? ' is-active' : ''}`}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </Link>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`panel-${tab.id}`}
          aria-labelledby={`tab-${tab.id}`}
          hidden={tab.id !== activeId}
          tabIndex={0}
          className="hash-tabs__panel"
        >
          <Prose html={tab.html} />
        </div>
      ))}
    </div>
  );
}
