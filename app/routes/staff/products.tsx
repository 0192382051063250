// Placeholder: replaced by the staff area's 商品 page (issue 10).
export default function StaffProducts() {
  return (
    <section className="page">
      <h1 className="page-title">商品</h1>
    </section>
  )
}
