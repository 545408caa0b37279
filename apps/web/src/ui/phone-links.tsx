/**
 * Phone numbers to call, each a `tel:` link (spaces dropped from the address), written left to
 * right in every language; `label` names them for screen readers ("Phone numbers:").
 */
export function PhoneLinks({ phones, label }: { phones: readonly string[]; label: string }) {
  if (phones.length === 0) return null;
  return (
    <p className="flex flex-wrap gap-x-3 text-sm">
      <span className="sr-only">{label}</span>
      {phones.map((phone) => (
        <a
          key={phone}
          href={`tel:${phone.replace(/ /g, '')}`}
          dir="ltr"
          className="font-semibold text-brand-700 hover:underline"
        >
          {phone}
        </a>
      ))}
    </p>
  );
}
