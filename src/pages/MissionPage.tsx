import { PageHeader } from '../components/PageHeader';
import { MISSION } from '../content/mission';

export function MissionPage() {
  const { statement, plan, pastoralPlan } = MISSION;
  return (
    <>
      <PageHeader title={MISSION.title} />
      <div className="container py-5 narrow">
        <p className="lead">{statement}</p>
        <dl className="plan-acronym" aria-label="PLAN">
          {plan.map(({ letter, word, text }) => (
            <div key={letter} className="plan-item">
              <dt>
                <span className="plan-letter" aria-hidden="true">
                  {letter}
                </span>
                {word}
              </dt>
              <dd>{text}</dd>
            </div>
          ))}
        </dl>
        <section aria-labelledby="pastoral-plan" className="mt-5">
          <h2 id="pastoral-plan" className="section-title">
            {pastoralPlan.heading}
          </h2>
          {pastoralPlan.extracts.map((text) => (
            <blockquote key={text} className="pastoral-extract">
              <p className="mb-0">{text}</p>
            </blockquote>
          ))}
        </section>
      </div>
    </>
  );
}
