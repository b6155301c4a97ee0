/**
 * The Pages screen (/admin/pages): the site's pages of text that the team edits (About Us,
 * History, Mission, Vision, Objectives, the Chairman's page), each with a link to its editor and
 * one to the page as the site shows it.
 */
import { Link } from 'react-router-dom';
import { PAGE_IDS } from '../../domain/editablePages';
import { pageEditorPath } from '../paths';
import { PAGE_NAMES, publicPathOf } from './pageNames';

export function PagesAdmin() {
  return (
    <>
      <p>
        The pages of text the site shows. Each keeps its last ten versions: an older one can be put
        back. Visitors see a saved change at once.
      </p>
      <ul className="list-group mb-4">
        {PAGE_IDS.map((id) => (
          <li
            key={id}
            className="list-group-item d-flex flex-wrap align-items-center justify-content-between gap-2"
          >
            <span className="fw-semibold">{PAGE_NAMES[id]}</span>
            <span className="d-flex gap-2">
              <Link
                to={pageEditorPath(id)}
                className="btn btn-primary btn-sm"
                aria-label={`Edit ${PAGE_NAMES[id]}`}
              >
                Edit
              </Link>
              <a
                href={publicPathOf(id)}
                className="btn btn-outline-secondary btn-sm"
                aria-label={`View ${PAGE_NAMES[id]} on the site`}
              >
                View
              </a>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
