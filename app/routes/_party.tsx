import "~/components/page-kit";
import "~/components/list-kit";
import "~/components/public-site/public-site-kit";
import type { MetaFunction } from "@remix-run/node";
import { Outlet, useMatches } from "@remix-run/react";
import type { ReactNode } from "react";

import { GeneralErrorBoundary } from "~/components/error-boundary";
import type { FrameState, FramedMatch } from "~/components/public-site/frame-state";
import { PublicHeader } from "~/components/public-site/public-header";
import { publicSiteHandle } from "~/components/public-site/public-site-handle";
import { PublicSiteShell } from "~/components/public-site/public-site-shell";
import { usePublicSite } from "~/components/public-site/use-public-site";
import { PARTY_HEADER_SEARCH } from "~/domain/party-site";
import { PARTY_KEYS, PARTY_SCHOOL, type PartyKey } from "~/domain/party-keys";
import { PARTY_SEARCH_PATH, partyHomePath, partyListPath } from "~/domain/party-paths";
import { myClassPath } from "~/domain/paths";
import { useContentLang } from "~/hooks/use-content-lang";
import { useT } from "~/i18n/i18n";
import type { PartyFrame as PartyFrameContent } from "~/utils/site-frame.server";
import { siteLayoutLoader } from "~/guard/guard.server";
import { errorTitleKey, titleFromRoot } from "~/utils/page-title";
import { useRootData } from "~/utils/root-data";

// The party-building site (public-sites §2.4, §2.5): the layout route of its pages, the school-coded home
// (/center/{school}/custom/party) and the school-less ones (/center/custom/party/…). It holds what they share —
// the frame, the handle, the failure page in the frame and its title — and each page keeps its loader, its
// content, its title and what its frame shows of it (`handle = frameOf(…)`; decision 040).

export const handle = publicSiteHandle;

// A school-coded page asks what every `/center/{school}/…` page asks (center.$school.tsx does for the others).
export const loader = siteLayoutLoader;

/** A failure's title (the pages give their own). */
export const meta: MetaFunction = ({ matches, error }) => [
  { title: titleFromRoot(matches, errorTitleKey(error)) },
];

export default function PartySite() {
  // What the frame shows of the page in view, as its handle says (frame-state.ts).
  const page = useMatches().at(-1) as FramedMatch<PartyKey | "home">;
  const state = page?.handle?.frame?.(page.data);
  return (
    <PartyFrame {...(state ?? { current: null })}>
      <Outlet />
    </PartyFrame>
  );
}

/** A failure on a party page (404, upstream down) in the site's frame, leading back to its home. */
export function ErrorBoundary() {
  const t = useT();
  return (
    <PartyFrame current={null}>
      <GeneralErrorBoundary home={{ to: partyHomePath(), label: t("party.nav.home") }} />
    </PartyFrame>
  );
}

/**
 * The party-building site's frame (public-sites §2.4, §4.1): its menu with the learning centre in a new tab (the
 * learner area's guard sends a visitor to log in and back), the side widgets and the footer of the tenant's content (the root loader's `siteFrame`).
 * A user of another school is a visitor here who may switch accounts, as on the college site (decision 008). The
 * menu marks a section (a detail marks its course's), the home, or nothing; the search page shows the header's
 * search with its keyword.
 */
function PartyFrame({ current, search, children }: FrameState<PartyKey | "home"> & { children: ReactNode }) {
  const t = useT();
  const site = usePublicSite(PARTY_SCHOOL, t("party.siteName"));
  const nav = [
    { label: t("party.nav.home"), to: partyHomePath(), current: current === "home" },
    ...PARTY_KEYS.map((key) => ({
      label: t(`party.section.${key}`),
      to: partyListPath(key),
      current: current === key,
    })),
    { label: t("party.nav.learningCentre"), to: myClassPath(PARTY_SCHOOL), current: false, newTab: true },
  ];
  // The party site is the one whose frame the root carries (sites.ts `frameInRoot`): a second one makes `siteFrame`
  // a union, and this line then has to ask which site's it is.
  const frame = useRootData()?.siteFrame ?? null;
  return (
    <PublicSiteShell
      className="party"
      header={
        <PublicHeader
          site={site}
          home={partyHomePath()}
          search={{
            action: PARTY_SEARCH_PATH,
            name: "keywords",
            value: search?.keywords ?? "",
            active: Boolean(search),
            label: t("party.search.enterKeyword"),
            hidden: PARTY_HEADER_SEARCH,
          }}
          nav={nav}
        />
      }
      aside={frame ? <PartyWidgets frame={frame} /> : null}
      footer={
        frame ? (
          <PartyFooter frame={frame} year={site.year} />
        ) : (
          <p>{t("footer.copyright", { year: site.year })}</p>
        )
      }
    >
      {children}
    </PublicSiteShell>
  );
}

/** The side widgets of the tenant's content: the WeChat QR code with its text, the consultation, a free trial. */
function PartyWidgets({ frame }: { frame: PartyFrameContent }) {
  const t = useT();
  const lang = useContentLang();
  const { consultation, widgets } = frame;
  return (
    <>
      <figure className="party-widget party-widget--wechat">
        <img
          src={widgets.wechat.qr.src}
          alt={widgets.wechat.qr.alt}
          lang={lang(widgets.wechat.qr.alt)}
          width={96}
          height={96}
        />
        <figcaption>
          <strong>{t("party.widgets.wechat")}</strong>{" "}
          <span lang={lang(widgets.wechat.text)}>{widgets.wechat.text}</span>
        </figcaption>
      </figure>
      <p className="party-widget">
        <strong>{t("party.widgets.consultation")}</strong>{" "}
        <a href={`tel:${consultation.phone.replace(/[^\d+]/g, "")}`}>{consultation.phone}</a>
      </p>
      <a className="party-widget" href={widgets.freeTrialUrl} target="_blank" rel="noopener noreferrer">
        {t("party.widgets.freeTrial")}
        <span className="visually-hidden">{t("site.opensInNewTab")}</span>
      </a>
    </>
  );
}

/** The footer of the tenant's content: about the company, the authorities' links, the registration notices. */
function PartyFooter({ frame, year }: { frame: PartyFrameContent; year: number }) {
  const t = useT();
  const lang = useContentLang();
  const { consultation, footer } = frame;
  return (
    <div className="party-footer">
      <section aria-labelledby="party-footer-about">
        <h2 id="party-footer-about">{t("party.footer.about")}</h2>
        {/* The tenant's content, in its own language (decision 036). */}
        <p lang={lang(footer.about.company)}>{footer.about.company}</p>
        <p lang={lang(footer.about.text)}>{footer.about.text}</p>
        <p lang={lang(footer.about.address)}>{footer.about.address}</p>
        <p>
          {t("party.footer.consultation")}
          <span lang={lang(consultation.name)}>{consultation.name}</span> {consultation.phone}
        </p>
      </section>
      <FooterLinks
        id="party-footer-links"
        title={t("party.footer.authorities")}
        links={footer.authorities}
        newTab
      />
      <FooterLinks id="party-footer-notices" title={t("party.footer.notices")} links={footer.notices} />
      <p>{t("footer.copyright", { year })}</p>
    </div>
  );
}

/** A list of the footer's links (the authorities' open in a new tab and say so; the notices' in place). */
function FooterLinks({
  id,
  title,
  links,
  newTab = false,
}: {
  id: string;
  title: string;
  links: readonly { href: string; label: string }[];
  newTab?: boolean;
}) {
  const t = useT();
  const lang = useContentLang();
  return (
    <nav aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            {newTab ? (
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                <span lang={lang(link.label)}>{link.label}</span>
                <span className="visually-hidden">{t("site.opensInNewTab")}</span>
              </a>
            ) : (
              <a href={link.href} lang={lang(link.label)}>
                {link.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
