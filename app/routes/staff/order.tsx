// Placeholder: replaced by the staff area's 訂單 page (issue 10).
export default function StaffOrder() {
  return (
    <section className="page">
      <h1 className="page-title">訂單</h1>
    </section>
  )
}
