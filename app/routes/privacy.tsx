// /privacy: the privacy policy (static text; the contact address comes from the root data).
import { LegalContact, LegalPage, LegalSection } from "~/components/static/LegalPage";
import { routeMeta } from "~/lib/meta";
import { staticPageHeaders } from "~/.server/static-page-headers";

export const headers = staticPageHeaders;

export const meta = routeMeta(() => ({ title: "Privacy Policy", description: "How we collect, protect and use your information, and your rights." }));

export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro="Your privacy matters to us. This policy explains what information we collect when you use our sites, how we protect it, how we use it, and the rights you have."
    >
      <LegalSection title="Information We Collect">
        <p>We collect as little as we can. You do not need an account to use the site, and we never ask for your name.</p>
        <ul>
          <li>
            <strong>Preferences you choose:</strong> the season you select, stored in a cookie on your device.
          </li>
          <li>
            <strong>Technical information:</strong> standard server logs such as your browser type, the pages you request, the time of the request and your IP
            address.
          </li>
          <li>
            <strong>Messages you send us:</strong> if you write to us, your email address and your message.
          </li>
        </ul>
      </LegalSection>
      <LegalSection title="How We Protect Your Information">
        <p>
          All traffic to our sites is encrypted with HTTPS. Server logs are kept only as long as needed to run and secure the service, access to them is limited
          to the people who operate it, and we review our safeguards regularly.
        </p>
      </LegalSection>
      <LegalSection title="How We Use Your Information">
        <ul>
          <li>To show you the pages you ask for, with the season you selected.</li>
          <li>To keep the service running, secure and fast, and to fix problems.</li>
          <li>To answer your messages.</li>
        </ul>
        <p>We do not sell your information, and we do not share it with advertisers.</p>
      </LegalSection>
      <LegalSection title="Your Rights">
        <p>
          You may ask us what information we hold about you, ask us to correct or delete it, and object to its use. You can delete our cookies at any time in
          your browser settings. We answer every request within 30 days.
        </p>
      </LegalSection>
      <LegalContact topic="this Privacy Policy or your information" />
    </LegalPage>
  );
}
