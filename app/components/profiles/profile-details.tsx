// The rest of a public profile: the description, services, languages, the address when
// its owner shows it, and a company's agents.
import type { PublicProfile } from '#contract/profiles.ts';
import { PrefetchLink } from '../prefetch-link.tsx';

const chip = 'rounded-full bg-gray-100 px-3 py-1 text-sm font-medium text-gray-800';

export function ProfileDetails({ user }: { user: PublicProfile['user'] }) {
  const address = user.address
    ? [user.address.street, user.address.city, user.address.zip_code, user.address.country].filter(Boolean).join(', ')
    : '';
  return (
    <div className="grid gap-6 md:grid-cols-[2fr_1fr]">
      <AboutSection name={user.name} description={user.description} />
      <div className="flex flex-col gap-5">
        {user.services.length > 0 && (
          <section aria-labelledby="services">
            <h2 id="services" className="mb-2 font-bold text-gray-900">
              Services
            </h2>
            <ul className="flex flex-wrap gap-2">
              {user.services.map((service) => (
                <li key={service.slug} className={chip}>
                  {service.name}
                </li>
              ))}
            </ul>
          </section>
        )}
        {user.languages.length > 0 && (
          <section aria-labelledby="languages">
            <h2 id="languages" className="mb-2 font-bold text-gray-900">
              Languages
            </h2>
            <p className="text-gray-800">{user.languages.map((language) => language.name).join(', ')}</p>
          </section>
        )}
        {address && (
          <section aria-labelledby="address">
            <h2 id="address" className="mb-2 font-bold text-gray-900">
              Address
            </h2>
            <address className="not-italic text-gray-800">{address}</address>
          </section>
        )}
        {user.agents.length > 0 && <AgentsSection agents={user.agents} />}
      </div>
    </div>
  );
}

/** The description, one paragraph per blank-line-separated block, or a plain note when there is none yet. */
function AboutSection({ name, description }: Pick<PublicProfile['user'], 'name' | 'description'>) {
  const paragraphs = (description ?? '').split(/\n\s*\n/).filter((part) => part.trim() !== '');
  return (
    <section aria-labelledby="about" className="flex flex-col gap-3">
      <h2 id="about" className="text-xl font-bold text-gray-900">
        About
      </h2>
      {paragraphs.length === 0 ? (
        <p className="text-gray-700">{name} has not written a description yet.</p>
      ) : (
        paragraphs.map((text) => (
          <p key={text.slice(0, 40)} className="whitespace-pre-line text-gray-800">
            {text.trim()}
          </p>
        ))
      )}
    </section>
  );
}

/** A company's agents, each linking to the agent's own profile. */
function AgentsSection({ agents }: Pick<PublicProfile['user'], 'agents'>) {
  return (
    <section aria-labelledby="agents">
      <h2 id="agents" className="mb-2 font-bold text-gray-900">
        Agents
      </h2>
      <ul className="flex flex-col gap-1">
        {agents.map((agent) => (
          <li key={agent.id}>
            <PrefetchLink to={`/profile/${agent.id}`} className="text-accent-700 underline underline-offset-4">
              {agent.name}
            </PrefetchLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
