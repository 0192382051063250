// Placeholder: replaced by the staff area's 規則 page (issue 10).
export default function StaffRules() {
  return (
    <section className="page">
      <h1 className="page-title">規則</h1>
    </section>
  )
}
