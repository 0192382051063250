// Placeholder: replaced by the staff area's 新增商品 page (issue 10).
export default function StaffProductNew() {
  return (
    <section className="page">
      <h1 className="page-title">新增商品</h1>
    </section>
  )
}
