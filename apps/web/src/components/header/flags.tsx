import type { TLanguage } from '@hospedar/contracts/constants';

/** Tiny, simplified flags (decorative: the language name is always next to them). */
const FLAGS: Record<TLanguage, React.ReactNode> = {
  'pt-BR': (
    <>
      <rect width="28" height="20" fill="#229e45" />
      <path d="M14 2.5 25.5 10 14 17.5 2.5 10z" fill="#f8e509" />
      <circle cx="14" cy="10" r="4.6" fill="#2b49a3" />
      <path d="M9.6 9.1c3-.6 6.2-.2 8.8 1.3" stroke="#fff" strokeWidth="0.9" fill="none" />
    </>
  ),
  'en-US': (
    <>
      <rect width="28" height="20" fill="#fff" />
      {[0, 2, 4, 6, 8, 10, 12].map((i) => (
        <rect key={i} y={(i * 20) / 13} width="28" height={20 / 13} fill="#b22234" />
      ))}
      <rect width="12" height={(20 / 13) * 7} fill="#3c3b6e" />
    </>
  ),
  'es-ES': (
    <>
      <rect width="28" height="20" fill="#aa151b" />
      <rect y="5" width="28" height="10" fill="#f1bf00" />
    </>
  ),
};

export function Flag({ language }: { language: TLanguage }) {
  return (
    <svg
      width="24"
      height="17"
      viewBox="0 0 28 20"
      aria-hidden="true"
      focusable="false"
      style={{ borderRadius: 3, boxShadow: '0 0 0 1px rgba(0,0,0,0.12)', flex: 'none' }}
    >
      {FLAGS[language]}
    </svg>
  );
}
