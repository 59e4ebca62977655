import { useEffect } from "react";
import type { ConsentChoice } from "./consent";
import { noteOwnerScriptRun } from "./owner-scripts";

interface ScriptsProps {
  consent: ConsentChoice | null;
  analyticsId: string | null;
  advertisingId: string | null;
  /** The site's own SCRIPT_TO_LOAD, counted as audience measurement. */
  customScript: string | null;
  nonce: string;
}

const loaded = new Set<string>();

/**
 * The nonce of this document's policy, read once when the page boots from the scripts the server
 * sent. Loader data fetched later comes from other requests and carries their nonces, not this one.
 */
const DOCUMENT_NONCE =
  typeof document === "undefined"
    ? ""
    : (document.querySelector<HTMLScriptElement>('script[nonce]:not([type="application/ld+json"])')?.nonce ??
      "");

function documentNonce(fallback: string): string {
  return DOCUMENT_NONCE || fallback;
}

function addScript(key: string, nonce: string, attributes: { src?: string; text?: string }) {
  if (loaded.has(key)) return;
  loaded.add(key);
  const script = document.createElement("script");
  script.nonce = documentNonce(nonce);
  script.async = true;
  if (attributes.src) script.src = attributes.src;
  if (attributes.text) script.text = attributes.text;
  document.head.appendChild(script);
}

const GA_ID = /^G-[A-Z0-9]{4,20}$/;
const PIXEL_ID = /^\d{5,20}$/;

/**
 * Analytics and advertising scripts: only when their identifier is configured and only after the
 * visitor consented to their purpose. Nothing is requested from a third party before that.
 */
export function ThirdPartyScripts({
  consent,
  analyticsId,
  advertisingId,
  customScript,
  nonce,
}: ScriptsProps) {
  useEffect(() => {
    if (!consent) return;
    if (consent.audience && analyticsId && GA_ID.test(analyticsId)) {
      addScript("ga", nonce, { src: `https://www.googletagmanager.com/gtag/js?id=${analyticsId}` });
      addScript("ga-config", nonce, {
        text: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config','${analyticsId}',{anonymize_ip:true});`,
      });
    }
    if (consent.advertising && advertisingId && PIXEL_ID.test(advertisingId)) {
      addScript("pixel", nonce, {
        text: `!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;t.nonce=document.currentScript&&document.currentScript.nonce||'';s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,'script','https://connect.facebook.net/fr_FR/fbevents.js');fbq('init','${advertisingId}');fbq('track','PageView');`,
      });
    }
    if (consent.audience && customScript) {
      const isUrl = /^https:\/\/[^\s"'<>]+$/.test(customScript.trim());
      noteOwnerScriptRun();
      addScript("custom", nonce, isUrl ? { src: customScript.trim() } : { text: customScript });
    }
  }, [consent, analyticsId, advertisingId, customScript, nonce]);
  return null;
}
